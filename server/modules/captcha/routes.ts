// HTTP routes of the captcha: AJ-Captcha's get and check (its own answer shape, always HTTP 200) and slider variant 2.
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call } from '../../../contract/call';
import { captchaCheck, captchaGet, slidingVerification } from '../../../contract/calls/captcha';
import { callUrl, route } from '../../http/route';
import {
  ajFailure,
  ajSuccess,
  CaptchaFailure,
  checkAnswer,
  issueChallenge,
  repCodes,
  slidingChallenge,
} from './service';

/** AJ's wording for a bad parameter: "<field>不能为空" when missing, else "<field>格式错误". */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const fields = body ?? {};
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  if (typeof field !== 'string') throw new CaptchaFailure(repCodes.badParams, '请求参数格式错误');
  const value = (fields as Record<string, unknown>)[field];
  const missing = value === undefined || value === null || value === '';
  throw new CaptchaFailure(repCodes.badParams, `${field}${missing ? '不能为空' : '格式错误'}`);
}

/**
 * Registers an AJ-Captcha call outside route(): AJ front ends read only {repCode, repMsg, ...},
 * so every outcome, even a body that is not JSON, is answered in that shape with HTTP 200.
 * Unknown fields are ignored rather than refused, as AJ's server does, since its front ends
 * send extras (browserInfo, captchaId…) that differ between versions.
 */
function ajRoute<S extends z.ZodObject>(
  app: FastifyInstance,
  call: Call & { body: S },
  handle: (body: z.output<S>, request: FastifyRequest) => Promise<unknown>,
) {
  const checkResponse = app.ctx.config.env === 'test';
  app.route({
    method: 'POST',
    url: callUrl(app, call),
    errorHandler: (err: FastifyError, request, reply) => {
      if (err instanceof CaptchaFailure) {
        // Logged so refused people (a rule too strict) show up in the logs, not only in complaints.
        if (err.reason) request.log.info({ reason: err.reason }, 'captcha check refused');
        return reply.send(ajFailure(err.code, err.repMsg));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.send(ajFailure(repCodes.badParams, '请求参数格式错误'));
      }
      request.log.error({ err }, 'captcha request failed');
      return reply.status(500).send(ajFailure(repCodes.serverError));
    },
    handler: async (request) => {
      const body = parseBody(call.body, request.body);
      const data = await handle(body, request);
      // In tests an answer that drifts from its contract fails loudly instead of shipping.
      if (checkResponse) call.response.parse(data);
      return ajSuccess(data);
    },
  });
}

export const captchaModule: FastifyPluginAsync = async (app) => {
  ajRoute(app, captchaGet, (body, request) =>
    issueChallenge(app.ctx, body.captchaType, request.ip),
  );
  ajRoute(app, captchaCheck, (body, request) => checkAnswer(app.ctx, body, request.ip));
  route(app, slidingVerification, ({ request }) => slidingChallenge(app.ctx, request.ip));
};
