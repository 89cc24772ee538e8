// The operator console's login: the CLI's first admin, TOTP enrolment and codes (wrong, replayed), lockout,
// session expiry and revocation, the cookie and CSRF rules, fan and admin tokens kept apart, the accounts
// desk's audited changes, and the audit table refusing UPDATE and DELETE.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { adminAudit, adminSessions, adminUsers } from '../../server/db/schema';
import { ADMIN_LOGIN_MAX_WRONG } from '../../server/modules/admin/login';
import {
  type AdminSession,
  adminWithSession,
  asAdmin,
  codeAt,
  cookieOf,
  GW,
  post,
} from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const me = (cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: `${GW}/admin/me`,
    headers: { cookie: `admin_auth=${cookie}` },
  });

const auditOf = (action: string) =>
  t.database.db.select().from(adminAudit).where(eq(adminAudit.action, action));

/** The CLI's output lines, and its exit code. */
async function cli(args: string[]) {
  const lines: string[] = [];
  const code = await runOperator(args, { db: t.database.db, bus: t.app.ctx.bus }, (l) =>
    lines.push(l),
  );
  return { code, text: lines.join('\n') };
}

describe('the first super admin from the CLI', () => {
  let password = '';

  it('creates the account once, printing a one-time password', async () => {
    const done = await cli(['admin', 'create', '--username', 'boss', '--role', 'super']);
    expect(done.code).toBe(0);
    password = /一次性密码：(\S+)（/.exec(done.text)?.[1] ?? '';
    expect(password).toHaveLength(16);
    const [row] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, 'boss'));
    expect(row).toMatchObject({ role: 'super', totpSecret: null, totpEnrolledAt: null });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const [created] = await auditOf('admin.create');
    expect(created).toMatchObject({ username: 'cli', targetId: String(row!.id) });
  });

  it('refuses a second super admin without --force, and bad usage', async () => {
    const again = await cli(['admin', 'create', '--username', 'boss2', '--role', 'super']);
    expect(again.code).toBe(1);
    expect(again.text).toContain('已存在超级管理员');
    expect((await cli(['admin', 'create', '--username', 'x', '--role', 'super'])).code).toBe(2);
    expect((await cli(['admin', 'create', '--username', 'ok_name', '--role', 'king'])).code).toBe(
      2,
    );
  });

  it('takes the password from ADMIN_PASSWORD with --force', async () => {
    const { adminCommand } = await import('../../server/cli/admin-commands');
    const lines: string[] = [];
    const code = await adminCommand(
      ['create', '--username', 'boss2', '--role', 'super', '--force'],
      t.database.db,
      (l) => lines.push(l),
      { ADMIN_PASSWORD: 'a-long-chosen-password' },
    );
    expect(code).toBe(0);
    expect(lines.join('\n')).not.toContain('一次性密码');
    const login = await post(t.app, '/admin/auth/login', {
      username: 'boss2',
      password: 'a-long-chosen-password',
    });
    expect(login.json().data.step).toBe('enrol');
  });

  it('must enrol at first login: QR and URI, a wrong code refused, the right one opens a session', async () => {
    const first = await post(t.app, '/admin/auth/login', { username: 'boss', password });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.step).toBe('enrol');
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(data.qr).toMatch(/^data:image\/png;base64,/);
    expect(data.uri).toContain(`secret=${data.secret}`);

    const wrongCode = codeAt(data.uri) === '000000' ? '111111' : '000000';
    const wrong = await post(t.app, '/admin/auth/verify', { ticket: data.ticket, code: wrongCode });
    expect(wrong.json().code).toBe(errors.adminCodeWrong.code);
    expect(await auditOf('admin.code-failed')).toHaveLength(1);

    const bad = await post(t.app, '/admin/auth/verify', { ticket: data.ticket, code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: errors.badParams.code, data: expect.anything() });

    const code = codeAt(data.uri);
    const ok = await post(t.app, '/admin/auth/verify', { ticket: data.ticket, code });
    expect(ok.json()).toMatchObject({ code: 200, data: { username: 'boss', role: 'super' } });
    const cookie = ok.cookies.find((c) => c.name === 'admin_auth');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The page's hint holds nothing secret: it only says a session may exist.
    expect(ok.cookies.find((c) => c.name === 'admin_hint')).toMatchObject({
      value: '1',
      sameSite: 'Strict',
    });
    expect(ok.cookies.find((c) => c.name === 'admin_hint')?.httpOnly).toBeFalsy();
    expect((await me(cookie!.value)).json().data.permissions).toContain('admins.manage');

    // The secret is kept sealed, never as the Base32 the app was shown.
    const [row] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, 'boss'));
    expect(row!.totpSecret).not.toContain(data.secret);
    expect(row!.totpEnrolledAt).not.toBeNull();
    expect(await auditOf('admin.enrol')).toHaveLength(1);

    // The next login asks for a code; the code already used is refused (replay), the next step's works.
    const second = await post(t.app, '/admin/auth/login', { username: 'boss', password });
    expect(second.json().data).toEqual({ step: 'code', ticket: expect.any(String) });
    const replay = await post(t.app, '/admin/auth/verify', {
      ticket: second.json().data.ticket,
      code,
    });
    expect(replay.json().code).toBe(errors.adminCodeUsed.code);
    expect(await auditOf('admin.code-replayed')).toHaveLength(1);
    const next = await post(t.app, '/admin/auth/verify', {
      ticket: second.json().data.ticket,
      code: codeAt(data.uri, Date.now() + 30_000),
    });
    expect(next.json().code).toBe(200);
    expect(cookieOf(next)).toBeTruthy();
    expect((await auditOf('admin.login')).length).toBeGreaterThanOrEqual(2);
  });

  it('a ticket is single-use and expires with its login', async () => {
    const gone = await post(t.app, '/admin/auth/verify', {
      ticket: 'x'.repeat(32),
      code: '123456',
    });
    expect(gone.json().code).toBe(errors.adminTicketExpired.code);
  });
});

describe('lockout', () => {
  it('locks a name at an address after five wrong answers, even for the right password', async () => {
    const s = await adminWithSession(t.app, 'operator');
    for (let i = 0; i < ADMIN_LOGIN_MAX_WRONG; i++) {
      const wrong = await post(t.app, '/admin/auth/login', {
        username: s.username,
        password: 'not-the-password',
      });
      expect(wrong.json().code).toBe(errors.adminWrongCredentials.code);
    }
    const locked = await post(t.app, '/admin/auth/login', {
      username: s.username,
      password: s.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(errors.adminLocked.code);
    const failures = await t.database.db
      .select()
      .from(adminAudit)
      .where(
        sql`${adminAudit.action} = 'admin.login-failed' and ${adminAudit.username} = ${s.username}`,
      );
    expect(failures).toHaveLength(ADMIN_LOGIN_MAX_WRONG);
  });

  it('answers an unknown name exactly as a wrong password', async () => {
    const res = await post(t.app, '/admin/auth/login', {
      username: 'nobody_here',
      password: 'whatever-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.adminWrongCredentials.code);
  });
});

describe('sessions', () => {
  let s: AdminSession;
  beforeAll(async () => {
    s = await adminWithSession(t.app, 'finance');
  });

  it('end after 30 idle minutes, and after 8 hours whatever the use', async () => {
    const other = await adminWithSession(t.app, 'finance');
    expect((await me(other.cookie)).statusCode).toBe(200);
    await t.database.db
      .update(adminSessions)
      .set({ seenAt: sql`now() - interval '31 minutes'` })
      .where(eq(adminSessions.adminId, other.id));
    expect((await me(other.cookie)).json().code).toBe(errors.adminNotLoggedIn.code);

    const third = await adminWithSession(t.app, 'auditor');
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.adminId, third.id));
    expect((await me(third.cookie)).statusCode).toBe(401);
  });

  it('logout needs the CSRF header and JSON, then ends the session', async () => {
    const noHeader = await post(
      t.app,
      '/admin/auth/logout',
      {},
      { cookie: `admin_auth=${s.cookie}` },
    );
    expect(noHeader.json().code).toBe(errors.adminCsrf.code);
    const form = await t.app.inject({
      method: 'POST',
      url: `${GW}/admin/auth/logout`,
      headers: { ...asAdmin(s), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.json().code).toBe(errors.adminCsrf.code);
    const out = await post(t.app, '/admin/auth/logout', {}, asAdmin(s));
    expect(out.json().code).toBe(200);
    expect((await me(s.cookie)).json().code).toBe(errors.adminNotLoggedIn.code);
    expect((await auditOf('admin.logout')).some((r) => r.adminId === s.id)).toBe(true);
  });

  it('keeps fan and admin tokens apart', async () => {
    const fan = await createUserWithSession(t.database.db);
    const asFan = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/me`,
      headers: { accesstoken: fan.token, cookie: `auth=${fan.token}; admin_auth=${fan.token}` },
    });
    expect(asFan.json().code).toBe(errors.adminNotLoggedIn.code);
    const admin = await adminWithSession(t.app, 'super');
    const adminAsFan = await t.app.inject({
      method: 'GET',
      url: `${GW}/user/center/info`,
      headers: { accesstoken: admin.cookie, cookie: `auth=${admin.cookie}` },
    });
    expect(adminAsFan.json().code).toBe(errors.notLoggedIn.code);
  });
});

describe('the accounts desk', () => {
  let boss: AdminSession;
  let target: AdminSession;
  beforeAll(async () => {
    boss = await adminWithSession(t.app, 'super');
    target = await adminWithSession(t.app, 'operator');
  });

  const act = (path: string, body: unknown) => post(t.app, path, body, asAdmin(boss));

  it('creates an account with a one-time password that must enrol', async () => {
    const res = await act('/admin/admins', {
      username: 'new_op',
      role: 'operator',
      reason: '新同事',
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { account: { username: 'new_op', enrolled: false } },
    });
    const { password } = res.json().data;
    const login = await post(t.app, '/admin/auth/login', { username: 'new_op', password });
    expect(login.json().data.step).toBe('enrol');
    const taken = await act('/admin/admins', { username: 'new_op', role: 'finance' });
    expect(taken.json().code).toBe(errors.adminUsernameTaken.code);
    const [row] = (await auditOf('admin.create')).filter(
      (r) => r.targetId === String(res.json().data.account.id),
    );
    expect(row).toMatchObject({
      adminId: boss.id,
      reason: '新同事',
      after: { role: 'operator', username: 'new_op' },
    });
  });

  it('changes a role (ending its sessions), with before and after in the log', async () => {
    const res = await act(`/admin/admins/${target.id}/role`, { role: 'moderator', reason: '调岗' });
    expect(res.json().data).toMatchObject({ role: 'moderator', activeSessions: 0 });
    expect((await me(target.cookie)).statusCode).toBe(401);
    const [row] = await auditOf('admin.role');
    expect(row).toMatchObject({
      before: { role: 'operator' },
      after: { role: 'moderator' },
      reason: '调岗',
    });
    expect((await act(`/admin/admins/${boss.id}/role`, { role: 'auditor' })).json().code).toBe(
      errors.adminSelf.code,
    );
  });

  it('resets TOTP: the next login enrols again', async () => {
    const res = await act(`/admin/admins/${target.id}/reset-totp`, { reason: '手机丢失' });
    expect(res.json().data.enrolled).toBe(false);
    const login = await post(t.app, '/admin/auth/login', {
      username: target.username,
      password: target.password,
    });
    expect(login.json().data.step).toBe('enrol');
    expect(await auditOf('admin.reset-totp')).toHaveLength(1);
  });

  it('disables and enables; a disabled account cannot log in', async () => {
    const again = await adminWithSession(t.app, 'finance');
    const off = await act(`/admin/admins/${again.id}/disabled`, { disabled: true, reason: '离职' });
    expect(off.json().data).toMatchObject({ disabled: true });
    expect((await me(again.cookie)).statusCode).toBe(401);
    const login = await post(t.app, '/admin/auth/login', {
      username: again.username,
      password: again.password,
    });
    expect(login.json().code).toBe(errors.adminWrongCredentials.code);
    const on = await act(`/admin/admins/${again.id}/disabled`, { disabled: false });
    expect(on.json().data.disabled).toBe(false);
    expect(await auditOf('admin.disable')).toHaveLength(1);
    expect(await auditOf('admin.enable')).toHaveLength(1);
  });

  it('revokes sessions', async () => {
    const other = await adminWithSession(t.app, 'auditor');
    const res = await act(`/admin/admins/${other.id}/revoke-sessions`, { reason: '异常登录' });
    expect(res.json().data.activeSessions).toBe(0);
    expect((await me(other.cookie)).statusCode).toBe(401);
    const [row] = await auditOf('admin.revoke-sessions');
    expect(row!.after).toMatchObject({ sessionsRevoked: 1 });
  });

  it('lists accounts and the audit log with filters, and exports CSV', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/admins`,
      headers: asAdmin(boss),
    });
    expect(list.json().data.list.map((a: { username: string }) => a.username)).toContain('new_op');
    const page = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/audit?action=admin.role&pageSize=10`,
      headers: asAdmin(boss),
    });
    expect(page.json().data).toMatchObject({ total: 1, list: [{ action: 'admin.role' }] });
    expect(page.json().data.actions).toContain('admin.login');
    const badDay = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/audit?from=yesterday`,
      headers: asAdmin(boss),
    });
    expect(badDay.statusCode).toBe(400);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/audit/export?action=admin.role`,
      headers: asAdmin(boss),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('admin.role');
    expect(await auditOf('audit.export')).toHaveLength(1);
  });

  it('gives dashboard figures from the database', async () => {
    await createUserWithSession(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `${GW}/admin/dashboard`,
      headers: asAdmin(boss),
    });
    const data = res.json().data;
    expect(data.today.newUsers).toBeGreaterThanOrEqual(1);
    expect(data.days).toHaveLength(14);
    expect(data.days.at(-1)).toMatchObject({ day: data.today.day, newUsers: data.today.newUsers });
  });
});

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(adminAudit).limit(1);
    expect(row).toBeDefined();
    await expect(
      db.update(adminAudit).set({ reason: 'rewritten' }).where(eq(adminAudit.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(adminAudit).where(eq(adminAudit.id, row!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit`)).rejects.toThrow();
    const [still] = await db.select().from(adminAudit).where(eq(adminAudit.id, row!.id));
    expect(still).toEqual(row);
  });
});
