// HTTP routes of the SMS module: send a code, check a code, and the dev inbox when the demo mode is on.
import type { FastifyInstance } from 'fastify';
import { checkVerifyCode, sendSms } from '../../../contract/calls/sms';
import { route } from '../../http/route';
import { LocalSmsProvider, openSmsProvider, type SmsProvider } from '../../providers/sms';
import { clientKey } from '../captcha/limits';
import { checkSmsCode } from './codes';
import { smsInboxRoutes } from './inbox';
import { phoneOf } from './phone';
import { sendSmsCode } from './send';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where texts go: the local provider unless a gateway adapter is configured. */
    sms: SmsProvider;
  }
}

export function smsRoutes(app: FastifyInstance, provider = openSmsProvider(app.log)) {
  app.decorate('sms', provider);

  route(app, sendSms, ({ body, request }) =>
    sendSmsCode(app.ctx, provider, request.log, { ...body, ip: request.ip }),
  );

  route(app, checkVerifyCode, async ({ query, request }) => {
    const client = clientKey(request.ip);
    await checkSmsCode(app.ctx.kv, phoneOf(query.mobile), query.verifyCode, client, query.type);
    return null;
  });

  // The inbox shows every code sent: only on a demo site, never on a real one.
  if (app.ctx.config.demoData && provider instanceof LocalSmsProvider) {
    smsInboxRoutes(app, provider);
  }
}
