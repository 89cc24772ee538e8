// POST /user/center/updatePassword and initPassword: one dynamic key for both passwords, other sessions revoked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { users } from '../../server/db/schema';
import { hashPassword, verifyPassword } from '../../server/modules/user/password';
import { createSession } from '../../server/modules/user/sessions';
import { startTestApp, type TestApp } from './harness';
import { encryptWithOneKey, getAs, postForm } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

async function userWithPassword(password: string | null) {
  const made = await createUserWithSession(t.database.db, {
    passwordHash: password ? await hashPassword(password) : null,
  });
  // A second device logged in as the same user.
  const other = await createSession(t.database.db, made.user.id, true);
  return { ...made, otherToken: other.token };
}

async function changeForm(oldPassword: string, password: string) {
  const { iv, key, encrypted } = await encryptWithOneKey(t.app, oldPassword, password);
  return { oldPassword: encrypted[0]!, password: encrypted[1]!, iv, key };
}

const storedHash = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash ?? null;

const isLoggedIn = async (token: string) =>
  codeOf(await getAs(t.app, '/user/center/info', token)) === 200;

describe('POST /user/center/updatePassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { user, token, otherToken } = await userWithPassword('oldpass123');
    const res = await postForm(
      t.app,
      '/user/center/updatePassword',
      await changeForm('oldpass123', 'NewPass456'),
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    const hash = await storedHash(user.id);
    expect(await verifyPassword('NewPass456', hash!)).toBe(true);
    expect(await verifyPassword('oldpass123', hash!)).toBe(false);
    // Never kept in clear.
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('NewPass456');
    expect(await isLoggedIn(token)).toBe(true);
    expect(await isLoggedIn(otherToken)).toBe(false);
  });

  it('refuses a wrong old password (11131), and after five in 15 minutes refuses even the right one', async () => {
    const { user, token, otherToken } = await userWithPassword('oldpass123');
    for (let i = 0; i < 5; i++) {
      const res = await postForm(
        t.app,
        '/user/center/updatePassword',
        await changeForm(`guess00${i}`, 'NewPass456'),
        token,
      );
      expect(codeOf(res)).toBe(errors.wrongOldPassword.code);
    }
    const res = await postForm(
      t.app,
      '/user/center/updatePassword',
      await changeForm('oldpass123', 'NewPass456'),
      token,
    );
    expect(codeOf(res)).toBe(errors.tooManyRequests.code);
    expect(await verifyPassword('oldpass123', (await storedHash(user.id))!)).toBe(true);
    expect(await isLoggedIn(otherToken)).toBe(true);
  });

  it('refuses the same password again (11132) and a new one outside the rules (11130)', async () => {
    const { token } = await userWithPassword('oldpass123');
    const same = await postForm(
      t.app,
      '/user/center/updatePassword',
      await changeForm('oldpass123', 'oldpass123'),
      token,
    );
    expect(codeOf(same)).toBe(errors.passwordSameAsOld.code);
    for (const bad of ['abc', 'has space 1', '密码密码密码']) {
      const res = await postForm(
        t.app,
        '/user/center/updatePassword',
        await changeForm('oldpass123', bad),
        token,
      );
      expect(codeOf(res), bad).toBe(errors.passwordInvalid.code);
    }
  });

  it('opens each key once: a replayed form is refused (11001)', async () => {
    const { token } = await userWithPassword('oldpass123');
    const form = await changeForm('oldpass123', 'NewPass456');
    expect(codeOf(await postForm(t.app, '/user/center/updatePassword', form, token))).toBe(200);
    const again = { ...form };
    expect(codeOf(await postForm(t.app, '/user/center/updatePassword', again, token))).toBe(
      errors.dynamicKeyExpired.code,
    );
  });

  it('refuses an old password encrypted with another key (11014)', async () => {
    const { token } = await userWithPassword('oldpass123');
    const other = await encryptWithOneKey(t.app, 'oldpass123');
    const form = { ...(await changeForm('x', 'NewPass456')), oldPassword: other.encrypted[0]! };
    const res = await postForm(t.app, '/user/center/updatePassword', form, token);
    expect(codeOf(res)).not.toBe(200);
    expect([errors.passwordUndecryptable.code, errors.wrongOldPassword.code]).toContain(
      codeOf(res),
    );
  });

  it('sends an account without a password to initPassword (11133)', async () => {
    const { token } = await userWithPassword(null);
    const res = await postForm(
      t.app,
      '/user/center/updatePassword',
      await changeForm('anything1', 'NewPass456'),
      token,
    );
    expect(codeOf(res)).toBe(errors.passwordNotSet.code);
  });

  it('refuses missing or unknown fields (10001), a visitor and the cookie alone (10005)', async () => {
    const { token } = await userWithPassword('oldpass123');
    const form = await changeForm('oldpass123', 'NewPass456');
    const { oldPassword: _, ...withoutOld } = form;
    expect(codeOf(await postForm(t.app, '/user/center/updatePassword', withoutOld, token))).toBe(
      errors.badParams.code,
    );
    expect(
      codeOf(await postForm(t.app, '/user/center/updatePassword', { ...form, userId: '1' }, token)),
    ).toBe(errors.badParams.code);
    expect(codeOf(await postForm(t.app, '/user/center/updatePassword', form))).toBe(
      errors.notLoggedIn.code,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/user/center/updatePassword',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { auth: token },
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });
});

describe('POST /user/center/initPassword', () => {
  const initForm = async (password: string) => {
    const { iv, key, encrypted } = await encryptWithOneKey(t.app, password);
    return { password: encrypted[0]!, iv, key };
  };

  it('sets a first password for an SMS-only account and ends its other sessions', async () => {
    const { user, token, otherToken } = await userWithPassword(null);
    const res = await postForm(
      t.app,
      '/user/center/initPassword',
      await initForm('First123'),
      token,
    );
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect(await verifyPassword('First123', (await storedHash(user.id))!)).toBe(true);
    expect(await isLoggedIn(token)).toBe(true);
    expect(await isLoggedIn(otherToken)).toBe(false);
    const profile = await getAs(t.app, '/user/center/profile', token);
    expect(profile.json().data.hasPassword).toBe(1);
  });

  it('refuses an account that has a password (11134), keeping it', async () => {
    const { user, token } = await userWithPassword('oldpass123');
    const res = await postForm(
      t.app,
      '/user/center/initPassword',
      await initForm('Other1234'),
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe(errors.passwordAlreadySet.code);
    expect(await verifyPassword('oldpass123', (await storedHash(user.id))!)).toBe(true);
  });

  it('refuses a password outside the rules (11130), bad input (10001) and a visitor (10005)', async () => {
    const { token } = await userWithPassword(null);
    expect(
      codeOf(await postForm(t.app, '/user/center/initPassword', await initForm('12345'), token)),
    ).toBe(errors.passwordInvalid.code);
    expect(
      codeOf(await postForm(t.app, '/user/center/initPassword', { password: 'x' }, token)),
    ).toBe(errors.badParams.code);
    expect(
      codeOf(await postForm(t.app, '/user/center/initPassword', await initForm('First123'))),
    ).toBe(errors.notLoggedIn.code);
  });
});
