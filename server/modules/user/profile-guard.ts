// The spec makes updateNickName and updatePortrait GETs; a GET may log in by cookie, so these two insist on the header.
import type { FastifyRequest } from 'fastify';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { AUTH_HEADER } from '../../http/auth';

/**
 * A cross-site link is a top-level GET that carries the SameSite=Lax auth cookie; it never carries
 * the accessToken header, which the site's client always sends (spec §7).
 */
export function requireTokenHeader(request: FastifyRequest) {
  if (!request.headers[AUTH_HEADER]) {
    throw new ApiError(errors.notLoggedIn, '请求缺少 accessToken 头，请刷新页面后重试');
  }
}
