// POST /inform/feedback/add: stored for visitors and users, refused when invalid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { feedback } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = '/gw/inform/feedback/add';

describe('POST /inform/feedback/add', () => {
  it("stores a visitor's form-encoded feedback with trimmed text", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        content: '  直播间经常卡顿，希望优化  ',
        type: '3',
      }).toString(),
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, res.json().data.id));
    expect(row).toMatchObject({
      content: '直播间经常卡顿，希望优化',
      type: 3,
      userId: null,
      contact: '',
    });
  });

  it('ties feedback to the logged-in user', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { accesstoken: token },
      payload: { content: '希望增加网球比分', contact: 'qq:123456' },
    });
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, res.json().data.id));
    expect(row).toMatchObject({ userId: user.id, type: 4, contact: 'qq:123456' });
  });

  it('refuses content shorter than 5 characters after trimming, and stores nothing', async () => {
    const before = await t.database.db.select().from(feedback);
    const res = await t.app.inject({ method: 'POST', url, payload: { content: '   好   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
    expect(res.json().msg).toBe('参数错误：body.content 至少 5 个字');
    expect(await t.database.db.select().from(feedback)).toHaveLength(before.length);
  });

  it('refuses a type outside 1-4', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { content: '正常的反馈内容', type: 9 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('body.type');
  });
});
