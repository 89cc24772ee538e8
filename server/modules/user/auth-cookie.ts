// The auth cookie of spec §9: set at login and register, cleared at logout.

import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_DAYS } from '../../../contract/calls/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AUTH_COOKIE } from '../../http/auth';
import { regionOf } from '../../providers/ip-region';
import { assertMayLogin } from '../admin/users-standing';
import { createSession } from './sessions';

const options = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  // request.protocol believes X-Forwarded-Proto only from a configured proxy (TRUST_PROXY).
  secure: request.protocol === 'https',
  // Not HttpOnly on purpose: spec §7 has the client read this cookie and send its value as the
  // accessToken header on every call (writes are accepted from the header only, so a cross-site
  // form post cannot act for the user); SameSite=Lax keeps it off cross-site subrequests.
  httpOnly: false,
});

/**
 * A new session for the user and its cookie: auto=1 (spec §9 '一个月内免登录') keeps the cookie
 * 30 days, otherwise it is a browser-session cookie. Returns the token for data.token. The login's
 * address gives the profile's IP属地, as 微博 and 抖音 show it.
 */
export async function logIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  persistent: boolean,
) {
  // A banned account gets no session (the operators' users desk).
  await assertMayLogin(db, userId);
  const [{ token }, ipRegion] = await Promise.all([
    createSession(db, userId, persistent),
    regionOf(request.ip),
  ]);
  await db.update(users).set({ ipRegion }).where(eq(users.id, userId));
  reply.setCookie(AUTH_COOKIE, token, {
    ...options(request),
    ...(persistent ? { maxAge: AUTH_COOKIE_DAYS * 86_400 } : {}),
  });
  return { token };
}

export function clearAuthCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE, options(request));
}
