// Registers a contract call: validates params/query/body with its zod schemas, resolves auth, wraps the envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Call, CallData, CallRequest } from '../../contract/call';
import { changesState, routerPath } from '../../contract/call';
import { ok } from '../../contract/envelope';
import { errors } from '../../contract/errors';
import { commonParams } from '../../contract/wire';
import { mountPath } from '../config';
import type { SessionUser } from '../modules/user/sessions';
import { ApiError } from './api-error';
import { AUTH_COOKIE, userOf } from './auth';
import { SerializedEnvelope } from './serialized';

z.config(z.locales.zhCN());

export interface HandlerInput<C extends Call> extends CallRequest<C> {
  user: C['auth'] extends 'required' ? SessionUser : SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the data, or with a cached envelope of it (see SerializedEnvelope). */
export type Handler<C extends Call> = (
  input: HandlerInput<C>,
) => Promise<CallData<C> | SerializedEnvelope<CallData<C>>>;

const empty = z.object({}).strict();

/** The schema a request part is checked against: the call's fields plus the common ones, nothing else. */
export const strictWithCommon = (shape: z.ZodObject | undefined) =>
  (shape ?? empty).extend(commonParams).strict();

export function parse(schema: z.ZodType, value: unknown, part: string) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => ({
    field: [part, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  const first = fields[0];
  const msg = first ? `${errors.badParams.msg}：${first.field} ${first.message}` : undefined;
  throw new ApiError(errors.badParams, msg, { fields });
}

/** A write that came with the cookie alone is named as such: the site's own pages always send the header. */
function notLoggedIn(request: FastifyRequest, writes: boolean) {
  if (writes && request.cookies[AUTH_COOKIE]) {
    return new ApiError(errors.notLoggedIn, '请求缺少 accessToken 头，请刷新页面后重试');
  }
  return new ApiError(errors.notLoggedIn);
}

export const callUrl = (app: FastifyInstance, call: Call) =>
  mountPath(app.ctx.config.baseUrls[call.host]) + routerPath(call.path);

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>) {
  const querySchema = strictWithCommon(call.query);
  const bodySchema = strictWithCommon(call.body);
  const paramsSchema = (call.params ?? empty).strict();
  const checkResponse = app.ctx.config.env === 'test';
  const writes = changesState(call);

  app.route({
    method: call.method,
    url: callUrl(app, call),
    handler: async (request, reply) => {
      // Who before what: a caller without the right credentials learns nothing about the input rules.
      const user = call.auth === 'none' ? null : await userOf(request, writes);
      if (call.auth === 'required' && !user) throw notLoggedIn(request, writes);
      request.user = user;
      const params = parse(paramsSchema, request.params, 'params');
      const query = parse(querySchema, request.query, 'query');
      const body = call.method === 'GET' ? {} : parse(bodySchema, request.body, 'body');
      const data = await handler({ params, query, body, user, request, reply } as HandlerInput<C>);
      const cached = data instanceof SerializedEnvelope;
      // In tests a handler that drifts from its contract fails loudly instead of shipping.
      if (checkResponse) call.response.parse(cached ? data.data : data);
      if (cached) return data.send(request, reply);
      return ok(data, call.successMsg);
    },
  });
}
