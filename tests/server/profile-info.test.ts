// The own profile: GET /user/center/profile, POST updateInfo, GET updateNickName and updatePortrait.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/user/password';
import { startTestApp, type TestApp } from './harness';
import { dataUrl, getAs, jpegOf, pngOf, postForm, postJson, upload } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

describe('GET /user/center/profile', () => {
  it('answers the user info plus profile fields, the phone masked', async () => {
    const { user, token } = await createUserWithSession(t.database.db, {
      phone: '13812345678',
      level: 4,
      passwordHash: await hashPassword('abc12345'),
    });
    const res = await getAs(t.app, '/user/center/profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      nickName: user.nickName,
      portrait: '',
      level: 4,
      isAnchor: 0,
      isExpert: 0,
      gender: 0,
      birthday: null,
      signature: '',
      mobile: '138****5678',
      hasPassword: 1,
      realNameStatus: 0,
    });
    expect(JSON.stringify(res.json())).not.toContain('13812345678');
  });

  it('tells an SMS-only account it has no password yet', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await getAs(t.app, '/user/center/profile', token);
    expect(res.json().data.hasPassword).toBe(0);
  });

  it('refuses a visitor with 10005', async () => {
    expect(codeOf(await getAs(t.app, '/user/center/profile'))).toBe(errors.notLoggedIn.code);
  });
});

describe('POST /user/center/updateInfo', () => {
  it('changes gender, birthday and signature from a form body and answers the profile', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await postForm(
      t.app,
      '/user/center/updateInfo',
      { gender: '2', birthday: '1995-06-18', signature: '  热爱足球  ' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      gender: 2,
      birthday: '1995-06-18',
      signature: '热爱足球',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.gender, row?.birthday, row?.signature]).toEqual([2, '1995-06-18', '热爱足球']);
  });

  it('changes only the fields sent; an empty birthday (or null in JSON) clears it', async () => {
    const { token } = await createUserWithSession(t.database.db, {
      gender: 1,
      birthday: '1990-01-01',
      signature: '老球迷',
    });
    let res = await postForm(t.app, '/user/center/updateInfo', { birthday: '' }, token);
    expect(res.json().data).toMatchObject({ gender: 1, birthday: null, signature: '老球迷' });
    await postForm(t.app, '/user/center/updateInfo', { birthday: '2000-02-29' }, token);
    res = await postJson(t.app, '/user/center/updateInfo', { birthday: null, gender: 0 }, token);
    expect(res.json().data).toMatchObject({ gender: 0, birthday: null, signature: '老球迷' });
  });

  it('refuses bad values, an empty change and unknown fields with 10001', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const bodies: Record<string, string>[] = [
      { gender: '3' },
      { gender: 'male' },
      { birthday: '1990-02-30' },
      { birthday: '2999-01-01' },
      { birthday: '19900101' },
      { signature: '长'.repeat(61) },
      { signature: '第一行\n第二行' },
      {},
      { signature: 'ok', nickName: 'sneaky' },
      { signature: 'ok', level: '99' },
    ];
    for (const body of bodies) {
      const res = await postForm(t.app, '/user/center/updateInfo', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res)).toBe(errors.badParams.code);
    }
    const ok = await postForm(
      t.app,
      '/user/center/updateInfo',
      { signature: '长'.repeat(60) },
      token,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a signature with a blocked word (11103)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await postForm(
      t.app,
      '/user/center/updateInfo',
      { signature: '我是官方 客服' },
      token,
    );
    expect(codeOf(res)).toBe(errors.signatureBlocked.code);
  });

  it('refuses a visitor, and the auth cookie alone on this POST, with 10005', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect(codeOf(await postForm(t.app, '/user/center/updateInfo', { gender: '1' }))).toBe(
      errors.notLoggedIn.code,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/user/center/updateInfo',
      payload: 'gender=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { auth: token },
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });
});

describe('GET /user/center/updateNickName', () => {
  const rename = (nickName: string, token?: string) =>
    getAs(t.app, `/user/center/updateNickName?nickName=${encodeURIComponent(nickName)}`, token);

  it('renames the user and answers the user info', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await rename('  新昵称_01 ', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, nickName: '新昵称_01' });
    const info = await getAs(t.app, '/user/center/info', token);
    expect(info.json().data.nickName).toBe('新昵称_01');
  });

  it('keeps the own name when asked for it again', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await rename(user.nickName, token);
    expect(res.json().data.nickName).toBe(user.nickName);
  });

  it('refuses a name someone else has with 11105 昵称已被占用', async () => {
    const { user: other } = await createUserWithSession(t.database.db);
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await rename(other.nickName, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 11105, msg: '昵称已被占用', data: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nickName).toBe(user.nickName);
  });

  it('lets exactly one of two people take a free name at once', async () => {
    const a = await createUserWithSession(t.database.db);
    const b = await createUserWithSession(t.database.db);
    const [ra, rb] = await Promise.all([
      rename('抢手的名字', a.token),
      rename('抢手的名字', b.token),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses names outside the rule (11101) and blocked words (11102)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    for (const bad of ['a', '这个昵称实在是太长了超过十二', '球 迷', '<script>', '球迷😀', '']) {
      const res = await rename(bad, token);
      expect(codeOf(res), bad).toBe(errors.nickNameInvalid.code);
    }
    for (const bad of ['傻逼球迷', 'FUCK_you', '官方客服', 'Shit123']) {
      expect(codeOf(await rename(bad, token)), bad).toBe(errors.nickNameBlocked.code);
    }
  });

  it('refuses a visitor, and the auth cookie without the accessToken header (a cross-site link), with 10005', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    expect(codeOf(await rename('路人甲'))).toBe(errors.notLoggedIn.code);
    const res = await t.app.inject({
      url: `/gw/user/center/updateNickName?nickName=${encodeURIComponent('被改名了')}`,
      cookies: { auth: token },
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nickName).toBe(user.nickName);
  });
});

describe('GET /user/center/updatePortrait', () => {
  const setPortrait = (portraitUrl: string, token?: string) =>
    getAs(
      t.app,
      `/user/center/updatePortrait?portraitUrl=${encodeURIComponent(portraitUrl)}`,
      token,
    );

  async function uploaded(token: string, type?: 'image' | 'portrait') {
    const res = await upload(t.app, token, [dataUrl('image/jpeg', jpegOf(20, 20))], type);
    return (res.json().data as string[])[0]!;
  }

  it('takes a portrait the user uploaded here and answers the user info', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const url = await uploaded(token, 'portrait');
    const res = await setPortrait(url, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, portrait: url });
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it("refuses foreign URLs, made-up ids, general images and other users' uploads with 11110", async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const other = await createUserWithSession(t.database.db);
    const othersPortrait = await uploaded(other.token, 'portrait');
    const ownImage = await uploaded(token);
    const own = await uploaded(token, 'portrait');
    for (const bad of [
      'https://evil.example.com/a.png',
      `https://evil.example.com${own}`,
      `//evil.example.com${own}`,
      own.replace(/\.jpg$/, '.png'),
      own.replace('/gw/uploads/', '/gw/uploads/../uploads/'),
      '/gw/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg',
      `${own}?x=1`,
      'javascript:alert(1)',
      othersPortrait,
      ownImage,
    ]) {
      const res = await setPortrait(bad, token);
      expect(codeOf(res), bad).toBe(errors.portraitNotIssued.code);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.portrait).toBe('');
  });

  it('refuses a missing URL (10001), a visitor and the cookie alone (10005)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect(codeOf(await getAs(t.app, '/user/center/updatePortrait', token))).toBe(
      errors.badParams.code,
    );
    const url = await uploaded(token, 'portrait');
    expect(codeOf(await setPortrait(url))).toBe(errors.notLoggedIn.code);
    const res = await t.app.inject({
      url: `/gw/user/center/updatePortrait?portraitUrl=${encodeURIComponent(url)}`,
      cookies: { auth: token },
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });

  it('answers absolute URLs when the api host is absolute, and only takes those back', async () => {
    const abs = await startTestApp({ env: { API_BASE_URL: 'https://api.example.com/gw' } });
    try {
      const { token } = await createUserWithSession(abs.database.db);
      const res = await upload(abs.app, token, [dataUrl('image/png', pngOf(4, 4))], 'portrait');
      const url = (res.json().data as string[])[0]!;
      expect(url).toMatch(/^https:\/\/api\.example\.com\/gw\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
      const path = new URL(url).pathname;
      expect((await abs.app.inject({ url: path })).statusCode).toBe(200);
      const set = (u: string) =>
        abs.app.inject({
          url: `/gw/user/center/updatePortrait?portraitUrl=${encodeURIComponent(u)}`,
          headers: { accesstoken: token },
        });
      expect(codeOf(await set(path))).toBe(errors.portraitNotIssued.code);
      expect((await set(url)).json().data.portrait).toBe(url);
    } finally {
      await abs.close();
    }
  });
});
