// Who is calling: the accessToken header on any method, the auth cookie only on reads (no cross-site writes).
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../modules/user/sessions';
import { findSessionUser } from '../modules/user/sessions';

export const AUTH_COOKIE = 'auth';
export const AUTH_HEADER = 'accesstoken';

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const safe = request.method === 'GET' || request.method === 'HEAD';
  return (safe && request.cookies[AUTH_COOKIE]) || null;
}

export async function userOf(request: FastifyRequest): Promise<SessionUser | null> {
  const token = tokenOf(request);
  if (!token || token.length > 200) return null;
  return findSessionUser(request.server.ctx.db, token);
}
