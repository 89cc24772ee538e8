// HTTP routes of the SMS module: send a code, check a code, and the dev inbox when the demo mode is on.
import fp from 'fastify-plugin';
import { checkVerifyCode, sendSms } from '../../../contract/calls/sms';
import { route } from '../../http/route';
import { LocalSmsProvider, openSmsProvider, type SmsProvider } from '../../providers/sms';
import { clientKey } from '../captcha/service';
import { smsInboxRoutes } from './inbox';
import { checkSmsCode, phoneOf, sendSmsCode } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where texts go: the local provider unless a gateway adapter is configured. */
    sms: SmsProvider;
  }
}

// Shared with the parent (fastify-plugin), not encapsulated: `app.sms` is read by the pay module's withdrawal
// routes and by tests on the root app.
export const smsModule = fp(
  async (app) => {
    const provider = openSmsProvider(app.log);
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
  },
  { name: 'sms' },
);
