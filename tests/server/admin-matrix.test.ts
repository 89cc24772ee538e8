// The authorisation matrix of the operator console, generated from the contract's list of admin calls and the
// role table: every call × every role, a fan's token and no token, allowed or refused as the table says. A new
// admin call is covered here without a line of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminRole, adminRoles, can } from '../../contract/admin-roles';
import { changesState, fillPath, pathParamNames } from '../../contract/call';
import { ADMIN_CSRF_HEADER, type AdminCall } from '../../contract/calls/admin';
import { allAdminCalls as adminCalls } from '../../contract/calls/admin-desks';
import { errors } from '../../contract/errors';
import { type AdminSession, adminWithSession, asAdmin, GW } from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
const sessions = {} as Record<AdminRole, AdminSession>;
let fanToken = '';

beforeAll(async () => {
  t = await startTestApp();
  for (const role of adminRoles) sessions[role] = await adminWithSession(t.app, role);
  ({ token: fanToken } = await createUserWithSession(t.database.db));
});
afterAll(() => t?.close());

/** The codes that mean the guard said no. */
const refusals = [errors.adminNotLoggedIn.code, errors.adminForbidden.code, errors.adminCsrf.code];

/** A request that passes input checks or fails them harmlessly: an id nobody has, an empty body. */
function requestOf(call: AdminCall, headers: Record<string, string>) {
  const values = Object.fromEntries(pathParamNames(call.path).map((n) => [n, '2147483647']));
  const writes = changesState(call);
  return t.app.inject({
    method: call.method,
    url: GW + fillPath(call.path, values),
    headers: writes ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(writes ? { payload: '{}' } : {}),
  });
}

// Logout ends the session it is called with: it runs last, after every other call has used the sessions.
const guarded = adminCalls
  .filter((c) => c.admin !== 'public')
  .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

const allowed = (call: AdminCall, role: AdminRole) =>
  call.admin === 'session' || (typeof call.admin === 'object' && can(role, call.admin.permission));

describe('every admin call × every caller', () => {
  it('covers the whole contract list', () => {
    expect(guarded.length).toBeGreaterThan(8);
    expect(adminCalls.filter((c) => c.admin === 'public').map((c) => c.path)).toEqual([
      '/admin/auth/login',
      '/admin/auth/verify',
    ]);
  });

  describe.each(guarded.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_, call) => {
    it('refuses no token and a fan token with 23006', async () => {
      const callers: Record<string, string>[] = [
        {},
        { accesstoken: fanToken, cookie: `auth=${fanToken}` },
        { cookie: `admin_auth=${fanToken}`, [ADMIN_CSRF_HEADER]: 'x' },
      ];
      for (const headers of callers) {
        const res = await requestOf(call, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe(errors.adminNotLoggedIn.code);
      }
    });

    if (changesState(call))
      it('refuses a write without the CSRF header, even from a super admin', async () => {
        const res = await requestOf(call, { cookie: asAdmin(sessions.super).cookie });
        expect(res.json().code).toBe(errors.adminCsrf.code);
      });

    it.each(adminRoles)('as %s: as the role table says', async (role) => {
      const res = await requestOf(call, asAdmin(sessions[role]));
      expect(res.statusCode).toBeLessThan(500);
      if (allowed(call, role)) {
        const code = call.csv && res.statusCode === 200 ? 200 : res.json().code;
        expect(refusals, `${role} ${call.path}: ${res.body.slice(0, 200)}`).not.toContain(code);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(errors.adminForbidden.code);
      }
    });
  });
});
