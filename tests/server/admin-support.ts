// Test fixtures for the operator console: admin accounts made through the CLI's function, and a full login
// (password, then enrolment or a code) through the real routes, codes drawn with the same TOTP library.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import type { AdminRole } from '../../contract/admin-roles';
import { ADMIN_COOKIE, ADMIN_CSRF_HEADER } from '../../contract/calls/admin';
import { createAdminFromCli } from '../../server/modules/admin/accounts';

export const GW = '/gw';

/** The code of an otpauth:// URI's secret at a time (default now). */
export const codeAt = (uri: string, timestamp = Date.now()) => totpOf(uri).generate({ timestamp });

export const totpOf = (uri: string) => {
  const url = new URL(uri);
  return new TOTP({
    secret: url.searchParams.get('secret') ?? '',
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
};

export interface AdminSession {
  id: number;
  username: string;
  password: string;
  cookie: string;
  csrf: string;
  /** The authenticator's URI from enrolment, to draw later codes. */
  uri: string;
}

export const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === ADMIN_COOKIE)?.value ?? null;

export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: GW + path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** Creates an account with the CLI's function and logs it in, enrolling its authenticator. */
export async function adminWithSession(
  app: FastifyInstance,
  role: AdminRole,
  username = `${role}_${Math.random().toString(36).slice(2, 8)}`,
): Promise<AdminSession> {
  const { account, password } = await createAdminFromCli(app.ctx.db, {
    username,
    role,
    force: true,
  });
  const first = await post(app, '/admin/auth/login', { username, password });
  const login = first.json().data as { step: string; ticket: string; uri: string };
  if (login.step !== 'enrol') throw new Error(`expected enrolment, got ${first.body}`);
  const verified = await post(app, '/admin/auth/verify', {
    ticket: login.ticket,
    code: codeAt(login.uri),
  });
  const cookie = cookieOf(verified);
  if (verified.json().code !== 200 || !cookie)
    throw new Error(`enrolment failed: ${verified.body}`);
  return {
    id: account.id,
    username,
    password,
    cookie,
    csrf: verified.json().data.csrf,
    uri: login.uri,
  };
}

/** Headers of a call made as this admin: the cookie, and the CSRF header for writes. */
export const asAdmin = (s: Pick<AdminSession, 'cookie' | 'csrf'>) => ({
  cookie: `${ADMIN_COOKIE}=${s.cookie}`,
  [ADMIN_CSRF_HEADER]: s.csrf,
});
