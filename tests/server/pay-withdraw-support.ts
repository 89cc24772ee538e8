// Helpers for the withdrawal suites: verified users with tickets, Luhn-valid card numbers, calls with keys.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { luhnValid } from '../../contract/wallet-rules';
import type { Db } from '../../server/db/client';
import { balancesOf, inLedger, type LedgerContext } from '../../server/modules/pay/ledger';
import { realNameHash } from '../../server/modules/user/real-name';
import { get, post } from './auth-support';
import { createUserWithSession } from './users';

/** A user who passed real-name verification as `name`. */
export const verifiedUser = (db: Db, name = '张三') =>
  createUserWithSession(db, {
    realNameStatus: 1,
    realNameMasked: `${name[0]}*`,
    realNameHash: realNameHash(name),
  });

/** A made-up 19-digit card number with a right Luhn check digit. */
export function cardNumber(prefix = '622202') {
  const body = `${prefix}${String(randomInt(0, 1e12)).padStart(18 - prefix.length, '0')}`;
  for (let d = 0; d < 10; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

/** A manual top-up (type 14) of ticket units from the site's payouts account. */
export const giveTickets = (ctx: LedgerContext, userId: number, units: number) =>
  inLedger(ctx, (ledger) =>
    ledger.post({
      tradeType: 14,
      userId: null,
      legs: [
        { account: { user: userId, currency: 'ticket' }, amount: units, tradeType: 14 },
        { account: { system: 'payouts', currency: 'ticket' }, amount: -units, tradeType: 14 },
      ],
    }),
  );

export const unitsOf = async (db: Db, userId: number) =>
  (await balancesOf(db, [userId])).get(userId) ?? { balance: 0, ticket: 0 };

export const newKey = () => randomBytes(12).toString('hex');

export const payCalls = (app: FastifyInstance) => ({
  post: (path: string, body: Record<string, unknown>, token?: string, key?: string) =>
    post(app, path, body, { token, headers: key ? { 'idempotency-key': key } : {} }),
  get: (path: string, token?: string) => get(app, path, { token }),
});

export const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
export const dataOf = <T = Record<string, unknown>>(res: { json(): unknown }) =>
  (res.json() as { data: T }).data;
export const msgOf = (res: { json(): unknown }) => (res.json() as { msg: string }).msg;
