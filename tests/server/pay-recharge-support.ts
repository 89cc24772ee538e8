// Helpers for the recharge suites: placing an order, the sandbox checkout's buttons, signed callbacks, ledger sums.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerEntries, ledgerTransactions, rechargeOrders } from '../../server/db/schema';
import { balancesOf } from '../../server/modules/pay/ledger';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
} from '../../server/providers/payment/sandbox/signature';
import { api } from './profile-fixtures';

export const newKey = () => `k-${randomUUID()}`;

export const recharge = (
  app: FastifyInstance,
  token: string | undefined,
  body: Record<string, unknown>,
  key: string | undefined = newKey(),
) =>
  app.inject({
    method: 'POST',
    url: api('/pay/recharge'),
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token ? { accesstoken: token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

/** Places an order and answers its number and checkout path. */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
) {
  const res = await recharge(app, token, body);
  const json = res.json();
  if (json.code !== 200) throw new Error(`recharge refused: ${res.body}`);
  return json.data as {
    order: { orderNo: string; price: number; diamonds: number };
    checkoutUrl: string;
  };
}

/** A button of the sandbox checkout page, as the browser submits its form. */
export const clickCheckout = (
  app: FastifyInstance,
  orderNo: string,
  action: 'pay' | 'cancel',
  form: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: api(`/sandbox-pay/checkout/${orderNo}/${action}`),
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A callback as the sandbox gateway sends it, signed with `secret` (the app's unless told otherwise). */
export function sendCallback(app: FastifyInstance, body: unknown, secret?: string) {
  const text = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: api('/pay/notify/sandbox'),
    payload: text,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret ?? app.ctx.config.paySandboxSecret, text),
    },
  });
}

export const orderRow = async (app: FastifyInstance, orderNo: string) => {
  const [row] = await app.ctx.db
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNo, orderNo));
  return row!;
};

export const diamondsOf = async (app: FastifyInstance, userId: number) =>
  (await balancesOf(app.ctx.db, [userId])).get(userId)?.balance ?? 0;

/** Top-up transactions (type 1) of a user. */
export const topUpsOf = (app: FastifyInstance, userId: number) =>
  app.ctx.db
    .select()
    .from(ledgerTransactions)
    .where(sql`${ledgerTransactions.userId} = ${userId} and ${ledgerTransactions.tradeType} = 1`);

/** The sum of every ledger entry: zero in a balanced ledger. */
export async function ledgerTotal(app: FastifyInstance) {
  const [row] = await app.ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  return Number(row?.total ?? 0);
}
