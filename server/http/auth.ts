// Who is calling: the accessToken header on any call, the auth cookie only on calls that change nothing (no cross-site writes).
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../modules/user/sessions';
import { findSessionUser } from '../modules/user/sessions';

export const AUTH_COOKIE = 'auth';
export const AUTH_HEADER = 'accesstoken';

export function headerToken(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER];
  return (Array.isArray(header) ? header[0] : header) || null;
}

/**
 * The caller's token. A cross-site link, image or form carries the SameSite=Lax cookie but never
 * the header, which the site's client always sends (spec §7): so a call that changes state
 * (contract `changesState`, or any method but GET) takes the header alone.
 */
export function tokenOf(request: FastifyRequest, writes = request.method !== 'GET'): string | null {
  const fromHeader = headerToken(request);
  if (fromHeader) return fromHeader;
  return (!writes && request.cookies[AUTH_COOKIE]) || null;
}

export async function userOf(
  request: FastifyRequest,
  writes = request.method !== 'GET',
): Promise<SessionUser | null> {
  const token = tokenOf(request, writes);
  if (!token || token.length > 200) return null;
  return findSessionUser(request.server.ctx.db, token);
}
