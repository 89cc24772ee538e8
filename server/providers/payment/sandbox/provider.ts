// The sandbox PaymentProvider: payments are collected on our own checkout page (gateway.ts) and confirmed
// by a signed callback, exactly as a real gateway would; no money moves anywhere.
import { z } from 'zod';
import type { CallbackNotice, PaymentProvider, PaymentRequest, PaymentState } from '../types';
import { isSandboxSignature, SANDBOX_SIGNATURE_HEADER } from './signature';
import type { SandboxStore } from './store';

/** The callback's body: what the sandbox gateway says happened to an order. */
export const sandboxCallback = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    orderNo: z.string().min(1).max(40),
    tradeNo: z.string().min(1).max(64),
    amountFen: z.number().int().positive(),
  }),
  z.object({ status: z.literal('closed'), orderNo: z.string().min(1).max(40) }),
]);

export type SandboxCallback = z.output<typeof sandboxCallback>;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly store: SandboxStore,
    private readonly secret: string,
    /** Where the checkout page is mounted: `{api base}/sandbox-pay/checkout`. */
    private readonly checkoutBase: string,
  ) {}

  async createPayment(request: PaymentRequest) {
    await this.store.remember(request);
    return { checkoutUrl: `${this.checkoutBase}/${encodeURIComponent(request.orderNo)}` };
  }

  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): CallbackNotice {
    // The signature first: nothing in an unsigned body is even parsed.
    if (!isSandboxSignature(this.secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER]))
      return { ok: false, reason: 'signature' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const body = sandboxCallback.safeParse(parsed);
    if (!body.success) return { ok: false, reason: 'malformed' };
    if (body.data.status === 'closed')
      return { ok: true, outcome: 'closed', orderNo: body.data.orderNo };
    return {
      ok: true,
      outcome: 'paid',
      orderNo: body.data.orderNo,
      tradeNo: body.data.tradeNo,
      paidFen: body.data.amountFen,
    };
  }

  queryPayment(orderNo: string): Promise<PaymentState> {
    return this.store.state(orderNo);
  }

  async closePayment(orderNo: string) {
    await this.store.decide(orderNo, 'closed');
  }
}
