// HTTP routes of recharging: settings, lowest package, placing and reading orders, the gateways' signed
// callbacks (POST {api}/pay/notify/{provider}); and the reconciliation job, started with the app.
import type { FastifyInstance } from 'fastify';
import {
  payLowest,
  payRecharge,
  payRechargeOrder,
  payRechargeOrders,
  paySetting,
} from '../../../contract/calls/pay-recharge';
import { ok } from '../../../contract/envelope';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { envelopeOfError } from '../../http/envelope';
import { route } from '../../http/route';
import { notifyPath, type Payments } from '../../providers/payment';
import { registerPayments } from './payments';
import {
  closeOrder,
  creditPaidOrder,
  idempotencyKeyOf,
  packageInfo,
  placeRechargeOrder,
  rechargePackages,
  settingInfo,
  startReconciler,
  userOrder,
  userOrders,
  withdrawalRulesOf,
} from './service';
import { sharesOf } from './shares';

export { paymentsOf } from './payments';

function notifyRoutes(app: FastifyInstance, payments: Payments) {
  // In a scope of its own: the callback's body stays the exact string the gateway signed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(notifyPath(app, ':provider'), async (request, reply) => {
      const name = (request.params as { provider: string }).provider;
      const provider = payments.byName.get(name);
      if (!provider) throw new ApiError(errors.paymentProviderUnknown);
      const raw = typeof request.body === 'string' ? request.body : '';
      const notice = provider.verifyCallback(request.headers, raw);
      if (!notice.ok) {
        request.log.warn({ provider: name, reason: notice.reason }, 'payment callback refused');
        const error =
          notice.reason === 'signature' ? errors.paymentSignatureInvalid : errors.badParams;
        return reply.status(error.status).send(envelopeOfError(error));
      }
      if (notice.outcome === 'closed') {
        const status = await closeOrder(app.ctx, name, notice.orderNo);
        if (!status) throw new ApiError(errors.rechargeOrderNotFound);
        return ok({ orderNo: notice.orderNo, status });
      }
      try {
        const result = await creditPaidOrder(app.ctx, { provider: name, ...notice });
        // A repeated delivery is answered as a success, or the gateway would keep retrying it.
        return ok({
          orderNo: notice.orderNo,
          status: result.order.status,
          outcome: result.outcome,
        });
      } catch (err) {
        if (err instanceof ApiError && err.error === errors.rechargeOrderClosed)
          // Money taken for an order we gave up on: an operator refunds it at the gateway.
          request.log.warn(
            { orderNo: notice.orderNo, provider: name },
            'payment for a closed order',
          );
        throw err;
      }
    });
  });
}

export function rechargeRoutes(app: FastifyInstance) {
  const payments = registerPayments(app);
  const ctx = app.ctx;

  route(app, paySetting, async () =>
    settingInfo(
      await withdrawalRulesOf(app.ctx.db),
      (await sharesOf(app.ctx.db)).giftAnchorPercent,
    ),
  );
  route(app, payLowest, async () => {
    const cheapest = [...rechargePackages].sort((a, b) => a.priceFen - b.priceFen)[0]!;
    return { price: cheapest.priceFen / 100, package: packageInfo(cheapest) };
  });
  route(app, payRecharge, ({ user, body, request }) =>
    placeRechargeOrder(ctx, payments.current, {
      userId: user.id,
      key: idempotencyKeyOf(request),
      packageId: body.packageId,
      amount: body.amount,
    }),
  );
  route(app, payRechargeOrder, ({ user, params }) => userOrder(ctx.db, user.id, params.orderNo));
  route(app, payRechargeOrders, ({ user, query }) =>
    userOrders(ctx.db, user.id, query.pageNum, query.pageSize),
  );
  notifyRoutes(app, payments);

  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stop = startReconciler(ctx, payments, app.log);
  });
  app.addHook('onClose', async () => stop?.());
}
