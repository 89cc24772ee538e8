// The sandbox "gateway" itself, served by our app: the checkout page, and its 支付 / 取消 buttons, which decide
// the payment and send the signed callback to our notify URL, as a real gateway's servers would.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkoutPage, checkoutStatePage, outcomeText } from './checkout-page';
import type { SandboxCallback } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './signature';
import type { SandboxOutcome, SandboxStore } from './store';

export interface SandboxGatewayOptions {
  store: SandboxStore;
  secret: string;
  /** The checkout page's path: `{api mount}/sandbox-pay/checkout`. */
  checkoutPath: string;
  /** Our callback URL (a path of this app): `{api mount}/pay/notify/sandbox`. */
  notifyPath: string;
}

const orderParams = z.object({ orderNo: z.string().min(1).max(40) });
const payBody = z.object({ lose: z.string().optional() }).partial().optional();

/**
 * Sends the signed callback. The gateway lives in our process, so it reaches our notify route through
 * Fastify's inject: the same route, parser, signature check and answer as a request over the network.
 */
export async function sendSandboxCallback(
  app: FastifyInstance,
  options: Pick<SandboxGatewayOptions, 'secret' | 'notifyPath'>,
  callback: SandboxCallback,
) {
  const body = JSON.stringify(callback);
  const answer = await app.inject({
    method: 'POST',
    url: options.notifyPath,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(options.secret, body),
    },
    payload: body,
  });
  // A real gateway retries for hours; here reconciliation picks up what a failed delivery left.
  if (answer.statusCode !== 200)
    app.log.warn(
      { orderNo: callback.orderNo, status: answer.statusCode, answer: answer.body.slice(0, 200) },
      'sandbox payment callback refused',
    );
  return answer.statusCode;
}

const callbackOf = (orderNo: string, outcome: SandboxOutcome): SandboxCallback =>
  outcome.status === 'paid'
    ? { status: 'paid', orderNo, tradeNo: outcome.tradeNo, amountFen: outcome.paidFen }
    : { status: 'closed', orderNo };

export function sandboxGatewayRoutes(app: FastifyInstance, options: SandboxGatewayOptions) {
  const { store, checkoutPath } = options;
  const notFound = checkoutStatePage('订单不存在', '没有找到这笔支付，请回到网站重新下单。', '/');

  app.get(`${checkoutPath}/:orderNo`, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const params = orderParams.safeParse(request.params);
    const payment = params.success ? await store.payment(params.data.orderNo) : null;
    if (!payment) return reply.status(404).send(notFound);
    const outcome = await store.outcome(payment.orderNo);
    if (outcome) {
      const { title, text } = outcomeText(outcome);
      return checkoutStatePage(title, text, payment.returnUrl);
    }
    if (Date.now() >= payment.expiresAt)
      return checkoutStatePage(
        '订单已过期',
        '已超过支付时间，请回到网站重新下单。',
        payment.returnUrl,
      );
    const path = `${checkoutPath}/${encodeURIComponent(payment.orderNo)}`;
    // The QR code carries this page's address, so a phone scanning it opens the same checkout.
    return checkoutPage(payment, `${request.protocol}://${request.host}${path}`, path);
  });

  // 支付 and 取消: the payer's decision; a decided order keeps its first outcome.
  for (const action of ['pay', 'cancel'] as const) {
    app.post(`${checkoutPath}/:orderNo/${action}`, async (request, reply) => {
      const params = orderParams.safeParse(request.params);
      const orderNo = params.success ? params.data.orderNo : '';
      const outcome = await store.decide(orderNo, action === 'pay' ? 'paid' : 'closed');
      const payment = outcome && (await store.payment(orderNo));
      if (!outcome || !payment)
        return reply.status(404).type('text/html; charset=utf-8').send(notFound);
      const body = payBody.safeParse(request.body);
      // 支付（模拟回调丢失）: the payment is made but its callback never arrives (reconciliation's case).
      const lose = action === 'pay' && body.success && body.data?.lose === '1';
      if (!lose) await sendSandboxCallback(app, options, callbackOf(orderNo, outcome));
      return reply.redirect(payment.returnUrl, 303);
    });
  }
}
