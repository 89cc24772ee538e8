// Calls of the pay module — spec §7 "Pay"; for now the two balances of spec §3 (the wallet issue adds the rest).
import { z } from 'zod';
import { defineCall } from '../call';

/** Money is kept in integer minor units: 1 球钻 = 100 units (ARCHITECTURE "Money"). */
export const UNITS_PER_DIAMOND = 100;

/** Minor units to the amount shown and sent on the wire (2 decimals). */
export const unitsToAmount = (units: number) => Math.round(units) / UNITS_PER_DIAMOND;

export const balances = z.object({
  balance: z.number().describe('球钻余额，保留 2 位小数'),
  ticket: z.number().describe('球票余额，保留 2 位小数'),
});

export type Balances = z.output<typeof balances>;

export const payBalances = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/balances',
  summary: '当前用户的球钻和球票余额',
  tag: 'pay',
  auth: 'required',
  response: balances.extend({
    /** The seq of user:<id> the balances reflect (read first): balance.change pushes at or below it are in them,
     *  so the header shows them at once and the socket's join reloads them only when it is newer. */
    seq: z.number().int().nonnegative().safe(),
  }),
});
