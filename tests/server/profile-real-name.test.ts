// GET/POST /user/center/real-name: checksum-checked ID numbers, masked answers, one number per account, final once verified.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { idNumberCheckChar } from '../../contract/user-rules';
import { users } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { getAs, postForm } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

let sequence = 100;
/** A made-up, well-formed number (never a real person's): a fresh sequence each call. */
function makeId(birth = '19900307', region = '330106') {
  const first17 = `${region}${birth}${String(sequence++).padStart(3, '0')}`;
  return `${first17}${idNumberCheckChar(first17)}`;
}

const submit = (body: Record<string, string>, token?: string) =>
  postForm(t.app, '/user/center/real-name', body, token);

describe('GET /user/center/real-name', () => {
  it('answers status 0 and empty fields before verification', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await getAs(t.app, '/user/center/real-name', token);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { status: 0, realName: '', idNumber: '' },
    });
  });

  it('refuses a visitor with 10005', async () => {
    expect(codeOf(await getAs(t.app, '/user/center/real-name'))).toBe(errors.notLoggedIn.code);
  });
});

describe('POST /user/center/real-name', () => {
  it('verifies a valid number and answers only masked forms; nothing stores the full number', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const id = makeId();
    const res = await submit({ realName: '张小三', idNumber: id }, token);
    expect(res.statusCode).toBe(200);
    const masked = {
      status: 1,
      realName: '张**',
      idNumber: `${id.slice(0, 3)}***********${id.slice(-4)}`,
    };
    expect(res.json().data).toEqual(masked);
    expect((await getAs(t.app, '/user/center/real-name', token)).json().data).toEqual(masked);
    expect((await getAs(t.app, '/user/center/profile', token)).json().data.realNameStatus).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain(id);
    expect(JSON.stringify(row)).not.toContain('张小三');
    expect(row?.idNumberHash).toMatch(/^s1\$/);
  });

  it('takes a lower-case x as the check character and a name with a middle dot', async () => {
    let id = makeId('19851231', '650102');
    while (!id.endsWith('X')) id = makeId('19851231', '650102');
    const { token } = await createUserWithSession(t.database.db);
    const res = await submit({ realName: '阿依古丽·买买提', idNumber: id.toLowerCase() }, token);
    expect(res.json().data).toMatchObject({ status: 1, idNumber: expect.stringMatching(/X$/) });
  });

  it('refuses a wrong check character, an impossible birth date, a bad region and a bad shape (11141)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const good = makeId();
    const wrongCheck = `${good.slice(0, 17)}${good[17] === '1' ? '2' : '1'}`;
    const cases: [string, string][] = [
      [wrongCheck, '身份证号校验位不正确'],
      [makeId('19900230'), '身份证号中的出生日期不正确'],
      [makeId('21000101'), '身份证号中的出生日期不正确'],
      [makeId('19900101', '000000'), '身份证号的地区码不正确'],
      ['12345678901234567', '身份证号应为18位，最后一位可以是数字或X'],
    ];
    for (const [idNumber, msg] of cases) {
      const res = await submit({ realName: '李四', idNumber }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: errors.idNumberInvalid.code, msg, data: null });
    }
    const after = await getAs(t.app, '/user/center/real-name', token);
    expect(after.json().data.status).toBe(0);
  });

  it('refuses a name that is not 2-20 Chinese characters (11140)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    for (const realName of ['王', 'Wang Wu', '王五5', '·王五']) {
      expect(codeOf(await submit({ realName, idNumber: makeId() }, token)), realName).toBe(
        errors.realNameInvalid.code,
      );
    }
  });

  it('lets one number back one account only (11142)', async () => {
    const id = makeId();
    const first = await createUserWithSession(t.database.db);
    const second = await createUserWithSession(t.database.db);
    expect(codeOf(await submit({ realName: '赵六', idNumber: id }, first.token))).toBe(200);
    const res = await submit({ realName: '赵六', idNumber: id }, second.token);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe(errors.idNumberUsed.code);
    expect((await getAs(t.app, '/user/center/real-name', second.token)).json().data.status).toBe(0);
  });

  it('cannot be changed once verified (11143)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const id = makeId();
    await submit({ realName: '钱七', idNumber: id }, token);
    const res = await submit({ realName: '孙八', idNumber: makeId() }, token);
    expect(codeOf(res)).toBe(errors.realNameVerified.code);
    const now = await getAs(t.app, '/user/center/real-name', token);
    expect(now.json().data).toMatchObject({
      realName: '钱*',
      idNumber: expect.stringContaining(id.slice(-4)),
    });
  });

  it('limits tries per hour, so the "already used" answer is no lookup service', async () => {
    const { token } = await createUserWithSession(t.database.db);
    for (let i = 0; i < 10; i++) {
      expect(codeOf(await submit({ realName: '周九', idNumber: '1' }, token))).toBe(
        errors.idNumberInvalid.code,
      );
    }
    expect(codeOf(await submit({ realName: '周九', idNumber: makeId() }, token))).toBe(
      errors.tooManyRequests.code,
    );
  });

  it('refuses missing and unknown fields (10001), a visitor and the cookie alone (10005)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expect(codeOf(await submit({ realName: '吴十' }, token))).toBe(errors.badParams.code);
    expect(codeOf(await submit({ realName: '吴十', idNumber: makeId(), status: '1' }, token))).toBe(
      errors.badParams.code,
    );
    expect(codeOf(await submit({ realName: '吴十', idNumber: makeId() }))).toBe(
      errors.notLoggedIn.code,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/user/center/real-name',
      payload: new URLSearchParams({ realName: '吴十', idNumber: makeId() }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { auth: token },
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });
});
