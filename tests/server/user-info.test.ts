// GET /user/center/info: the logged-in user in the spec's shape; 10005 without a live session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { sessions } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = '/gw/user/center/info';

describe('GET /user/center/info', () => {
  it("answers the token's user with nickName, portrait, level and the 0/1 flags", async () => {
    const { user, token } = await createUserWithSession(t.database.db, {
      level: 12,
      isAnchor: 1,
      portrait: '/avatars/1.png',
    });
    const res = await t.app.inject({ url, headers: { accesstoken: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: user.id,
        nickName: user.nickName,
        portrait: '/avatars/1.png',
        level: 12,
        isAnchor: 1,
        isExpert: 0,
      },
    });
  });

  it('reads the auth cookie on this GET', async () => {
    const { user, token } = await createUserWithSession(t.database.db, { isExpert: 1 });
    const res = await t.app.inject({ url, cookies: { auth: token } });
    expect(res.json().data).toMatchObject({ id: user.id, level: 0, isExpert: 1, isAnchor: 0 });
  });

  it('refuses a visitor, an unknown token and a revoked session with 10005', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    for (const headers of [{}, { accesstoken: 'not-a-token' }, { accesstoken: token }]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: errors.notLoggedIn.code,
        msg: errors.notLoggedIn.msg,
        data: null,
      });
    }
  });

  it('refuses unknown query fields', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await t.app.inject({ url: `${url}?id=1`, headers: { accesstoken: token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
  });
});
