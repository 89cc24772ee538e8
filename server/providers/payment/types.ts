// The seam to a payment gateway: recharge orders are paid only through a PaymentProvider, never a gateway directly.

/**
 * What the gateway is asked to collect. A real adapter (Alipay, WeChat Pay, …) implements the
 * interface below with its own keys read from the environment, and:
 * - `createPayment` places the order with the gateway (its "precreate"/"native" call) and returns
 *   the page or QR link the user pays on;
 * - `verifyCallback` checks the gateway's signature over the exact bytes it sent, with the
 *   gateway's public key or shared secret, before anything in the body is believed;
 * - `queryPayment` asks the gateway about one order (reconciliation of lost callbacks);
 * - `closePayment` tells the gateway an order may no longer be paid (before we expire it), so a
 *   payment can never land on an order we have given up on.
 */
export interface PaymentRequest {
  orderNo: string;
  /** CNY minor units. */
  priceFen: number;
  /** Shown on the checkout page: 球钻充值 60.00. */
  subject: string;
  /** After this the gateway refuses to take the payment. */
  expiresAt: Date;
  /** Where the browser goes back to after paying or cancelling (a path of the site). */
  returnUrl: string;
}

/** A verified callback: the gateway says the order was paid (or closed without payment). */
export type CallbackNotice =
  | { ok: true; outcome: 'paid'; orderNo: string; tradeNo: string; paidFen: number }
  | { ok: true; outcome: 'closed'; orderNo: string }
  | { ok: false; reason: 'signature' | 'malformed' };

/** What the gateway knows about an order. */
export type PaymentState =
  | { status: 'paid'; tradeNo: string; paidFen: number }
  /** Not paid yet; it may still be. */
  | { status: 'unpaid' }
  /** Closed or cancelled at the gateway: it will never be paid. */
  | { status: 'closed' }
  /** The gateway has never heard of it. */
  | { status: 'unknown' };

export interface PaymentProvider {
  /** Stored on each order and part of its callback URL: 'sandbox', 'alipay'… */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<{ checkoutUrl: string }>;
  /** `rawBody` is the callback's body exactly as received (signatures are over bytes, not parsed JSON). */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): CallbackNotice;
  queryPayment(orderNo: string): Promise<PaymentState>;
  closePayment(orderNo: string): Promise<void>;
}
