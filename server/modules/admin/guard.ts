// Registers an admin call: the admin session from its own cookie (never a fan's token), the CSRF header on
// every write, the duty the contract names checked against the role table, then the input — in that order.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../../../contract/admin-roles';
import { type CallData, type CallRequest, changesState } from '../../../contract/call';
import { ADMIN_COOKIE, ADMIN_CSRF_HEADER, type AdminCall } from '../../../contract/calls/admin';
import { ok } from '../../../contract/envelope';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { callUrl, parse, strictWithCommon } from '../../http/route';
import { clientKey } from '../captcha/limits';
import type { AdminActor } from './audit';
import { csrfMatches, findSessionAdmin, type SessionAdmin } from './sessions';

export interface AdminInput<C extends AdminCall> extends CallRequest<C> {
  /** The signed-in admin; null only on the public login steps. */
  admin: C['admin'] extends 'public' ? null : SessionAdmin;
  /** Who acts, for audit(): the admin with the request's address and browser. */
  actor: AdminActor;
  request: FastifyRequest;
  reply: FastifyReply;
}

const empty = z.object({}).strict();
const TOKEN_MAX = 100;

export const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export const actorOf = (
  request: FastifyRequest,
  admin: { id: number; username: string } | null,
): AdminActor => ({
  id: admin?.id ?? null,
  username: admin?.username ?? '',
  ip: request.ip,
  userAgent: headerOf(request, 'user-agent'),
});

export const loginRequestOf = (request: FastifyRequest) => ({
  client: clientKey(request.ip),
  ip: request.ip,
  userAgent: headerOf(request, 'user-agent'),
});

/** The admin of the request's admin cookie, or null. */
export async function adminOf(request: FastifyRequest) {
  const token = request.cookies[ADMIN_COOKIE];
  if (!token || token.length > TOKEN_MAX) return null;
  return findSessionAdmin(request.server.ctx.db, token);
}

export function adminRoute<C extends AdminCall>(
  app: FastifyInstance,
  call: C,
  handler: (input: AdminInput<C>) => Promise<CallData<C>>,
) {
  const querySchema = strictWithCommon(call.query);
  const bodySchema = strictWithCommon(call.body);
  const paramsSchema = (call.params ?? empty).strict();
  const writes = changesState(call);
  const checkResponse = app.ctx.config.env === 'test';

  app.route({
    method: call.method,
    url: callUrl(app, call),
    handler: async (request, reply) => {
      // A cross-site form can send neither JSON nor a custom header: every admin write needs JSON.
      if (writes && !headerOf(request, 'content-type').startsWith('application/json'))
        throw new ApiError(errors.adminCsrf);
      let admin: SessionAdmin | null = null;
      if (call.admin !== 'public') {
        admin = await adminOf(request);
        if (!admin) throw new ApiError(errors.adminNotLoggedIn);
        if (
          writes &&
          !csrfMatches(
            app.ctx.config.adminSecret,
            admin.tokenHash,
            headerOf(request, ADMIN_CSRF_HEADER),
          )
        )
          throw new ApiError(errors.adminCsrf);
        if (typeof call.admin === 'object' && !can(admin.role, call.admin.permission))
          throw new ApiError(errors.adminForbidden);
      }
      const params = parse(paramsSchema, request.params, 'params');
      const query = parse(querySchema, request.query, 'query');
      const body = call.method === 'GET' ? {} : parse(bodySchema, request.body, 'body');
      reply.header('cache-control', 'no-store');
      const data = await handler({
        params,
        query,
        body,
        admin,
        actor: actorOf(request, admin),
        request,
        reply,
      } as AdminInput<C>);
      if (checkResponse) call.response.parse(data);
      if (call.csv) return reply.send(data);
      return ok(data, call.successMsg);
    },
  });
}
