// HTTP routes of login and accounts: dynamic key, login, nick-name check, register, retrieve password, logout.
import type { FastifyInstance } from 'fastify';
import {
  checkNickName as checkNickNameCall,
  getDynamicKey,
  login,
  logout,
  register as registerCall,
  retrievePassword as retrievePasswordCall,
} from '../../../contract/calls/auth';
import { tokenOf } from '../../http/auth';
import { route } from '../../http/route';
import { clientKey } from '../captcha/service';
import {
  checkNickName,
  clearAuthCookie,
  issueDynamicKey,
  logIn,
  loginByCode,
  loginByPassword,
  register,
  retrievePassword,
  revokeSession,
} from './service';

/** Longer than any token we issue: no lookup for junk. */
const MAX_TOKEN_LENGTH = 200;

export function authRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, getDynamicKey, ({ request }) => issueDynamicKey(ctx, request.ip));

  route(app, login, async ({ body, request, reply }) => {
    const userId =
      body.mode === 1
        ? await loginByCode(ctx, body.mobile, body.verifyCode, request.ip)
        : await loginByPassword(ctx, body, request.ip);
    return logIn(ctx.db, request, reply, userId, body.auto === 1);
  });

  route(app, checkNickNameCall, ({ query }) => checkNickName(ctx, query.nickName));

  route(app, registerCall, async ({ body, request, reply }) => {
    const userId = await register(ctx, body, clientKey(request.ip));
    return logIn(ctx.db, request, reply, userId, body.auto === 1);
  });

  route(app, retrievePasswordCall, async ({ body, request }) => {
    await retrievePassword(ctx, body, tokenOf(request), clientKey(request.ip));
    return null;
  });

  // Idempotent: an unknown, revoked or missing token still answers 200 and clears the cookie.
  route(app, logout, async ({ request, reply }) => {
    const token = tokenOf(request);
    if (token && token.length <= MAX_TOKEN_LENGTH) await revokeSession(ctx.db, token);
    clearAuthCookie(request, reply);
    return null;
  });
}
