// The sandbox gateway's own memory, in the shared short-lived store (so every app process sees one gateway):
// the payments it was asked to collect and, once decided, whether each was paid or closed.
import { randomBytes } from 'node:crypto';
import type { KvStore } from '../../../stores';
import type { PaymentRequest, PaymentState } from '../types';

/** Kept well past an order's expiry, so reconciliation can still ask about a late one. */
const KEEP_MS = 2 * 24 * 3600 * 1000;

export interface SandboxPayment extends Omit<PaymentRequest, 'expiresAt'> {
  expiresAt: number;
}

export type SandboxOutcome =
  | { status: 'paid'; tradeNo: string; paidFen: number }
  | { status: 'closed' };

const requestKey = (orderNo: string) => `sandbox-pay:request:${orderNo}`;
const outcomeKey = (orderNo: string) => `sandbox-pay:outcome:${orderNo}`;

export class SandboxStore {
  constructor(
    private readonly kv: KvStore,
    private readonly now: () => number = Date.now,
  ) {}

  async remember(request: PaymentRequest) {
    const payment: SandboxPayment = { ...request, expiresAt: request.expiresAt.getTime() };
    await this.kv.set(requestKey(request.orderNo), JSON.stringify(payment), KEEP_MS);
  }

  async payment(orderNo: string): Promise<SandboxPayment | null> {
    const text = await this.kv.get(requestKey(orderNo));
    return text ? (JSON.parse(text) as SandboxPayment) : null;
  }

  async outcome(orderNo: string): Promise<SandboxOutcome | null> {
    const text = await this.kv.get(outcomeKey(orderNo));
    return text ? (JSON.parse(text) as SandboxOutcome) : null;
  }

  /**
   * Decides an order once: paid or closed, whichever comes first (a paid order cannot be closed, a
   * closed or expired one cannot be paid). Answers the outcome that stands.
   */
  async decide(orderNo: string, wanted: 'paid' | 'closed'): Promise<SandboxOutcome | null> {
    const payment = await this.payment(orderNo);
    if (!payment) return null;
    const late = this.now() >= payment.expiresAt;
    const outcome: SandboxOutcome =
      wanted === 'paid' && !late
        ? { status: 'paid', tradeNo: newTradeNo(), paidFen: payment.priceFen }
        : { status: 'closed' };
    await this.kv.setIfAbsent(outcomeKey(orderNo), JSON.stringify(outcome), KEEP_MS);
    return this.outcome(orderNo);
  }

  async state(orderNo: string): Promise<PaymentState> {
    const outcome = await this.outcome(orderNo);
    if (outcome) return outcome;
    const payment = await this.payment(orderNo);
    if (!payment) return { status: 'unknown' };
    return { status: 'unpaid' };
  }
}

/** The gateway's own number for a payment, as real gateways give one: SBX + time + random. */
const newTradeNo = () => `SBX${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;
