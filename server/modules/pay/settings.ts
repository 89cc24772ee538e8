// The wallet's numbers in one place: recharge packages and limits, the gift-income and exchange rates,
// and the withdrawal rules. /pay/setting serves them; recharge, gifts and withdrawals all import them.
// Money is in integer minor units (1 球钻 = 1 球票 = 100 units; 1 元 = 100 分 buys 1 球钻).
// The withdrawal rules here are the defaults: operators change them in the console (withdrawalRulesOf).
import type { Db } from '../../db/client';
import { siteOverrides, unitsOf } from '../admin/site-settings';

export interface RechargePackage {
  id: number;
  /** What the user pays, in fen. */
  priceFen: number;
  /** Diamonds bought, in diamond units (1 元 → 100 units). */
  diamondUnits: number;
  /** Extra diamonds given on top, in diamond units. */
  bonusUnits: number;
}

/** The packages offered on /v/pay, cheapest first. */
export const rechargePackages: readonly RechargePackage[] = [
  { id: 1, priceFen: 600, diamondUnits: 600, bonusUnits: 0 },
  { id: 2, priceFen: 3000, diamondUnits: 3000, bonusUnits: 0 },
  { id: 3, priceFen: 6800, diamondUnits: 6800, bonusUnits: 200 },
  { id: 4, priceFen: 9800, diamondUnits: 9800, bonusUnits: 500 },
  { id: 5, priceFen: 19800, diamondUnits: 19800, bonusUnits: 1200 },
  { id: 6, priceFen: 32800, diamondUnits: 32800, bonusUnits: 2500 },
  { id: 7, priceFen: 64800, diamondUnits: 64800, bonusUnits: 6000 },
];

/** Diamond units a recharge of `fen` buys (a package adds its bonus on top). */
export const DIAMOND_UNITS_PER_FEN = 1;

/** A custom recharge amount, in whole yuan: no fractions, so the order is what the user typed. */
export const customRecharge = { minYuan: 1, maxYuan: 50_000 } as const;

/** How long a recharge order waits for its payment before it expires. */
export const RECHARGE_ORDER_TTL_SECONDS = 15 * 60;

/**
 * Anchor's gift income by default: ticket units per diamond units spent on a gift (50 per 100 = 0.5 球票 per
 * 球钻). Operators change the percent on /admin/catalogue (shares.ts); use `giftTicketUnits` with it.
 */
export const GIFT_TICKETS_PER_DIAMOND = { ticketUnits: 50, diamondUnits: 100 } as const;

/** Exchange of 球票 into 球钻 ("withdraw to wallet", trade type 13): diamond units per ticket units. */
export const TICKET_TO_DIAMOND = { diamondUnits: 100, ticketUnits: 100 } as const;

/** Ticket units an anchor receives for a gift that cost `diamondUnits` at `anchorPercent` (rounded down: the
 *  site keeps the rest). */
export const giftTicketUnits = (
  diamondUnits: number,
  anchorPercent = (GIFT_TICKETS_PER_DIAMOND.ticketUnits * 100) /
    GIFT_TICKETS_PER_DIAMOND.diamondUnits,
) => Math.floor((diamondUnits * anchorPercent) / 100);

/** Diamond units a user gets for exchanging `ticketUnits` (rounded down). */
export const exchangedDiamondUnits = (ticketUnits: number) =>
  Math.floor((ticketUnits * TICKET_TO_DIAMOND.diamondUnits) / TICKET_TO_DIAMOND.ticketUnits);

/** Withdrawals of 球票 to a bank card or Alipay, all in ticket units. */
export const withdrawalRules = {
  /** The smallest withdrawal (100 球票). */
  minUnits: 10_000,
  /** Fee, percent of the amount… */
  feePercent: 2,
  /** …but at least this (2 球票). */
  feeMinUnits: 200,
  /** The most one user may withdraw in a China day (50,000 球票). */
  dailyMaxUnits: 5_000_000,
} as const;

export interface WithdrawalRules {
  minUnits: number;
  feePercent: number;
  feeMinUnits: number;
  dailyMaxUnits: number;
}

/** The rules now: the operators' settings (site config, no restart) over the defaults above. */
export async function withdrawalRulesOf(db: Db): Promise<WithdrawalRules> {
  const o = await siteOverrides(db);
  return {
    minUnits: o.withdrawMin === undefined ? withdrawalRules.minUnits : unitsOf(o.withdrawMin),
    feePercent: o.withdrawFeePercent ?? withdrawalRules.feePercent,
    feeMinUnits:
      o.withdrawFeeMin === undefined ? withdrawalRules.feeMinUnits : unitsOf(o.withdrawFeeMin),
    dailyMaxUnits:
      o.withdrawDailyMax === undefined
        ? withdrawalRules.dailyMaxUnits
        : unitsOf(o.withdrawDailyMax),
  };
}

/** The fee of a withdrawal of `amountUnits` ticket units (rounded up: the fee is never under its rate). */
export const withdrawalFeeUnits = (amountUnits: number, rules: WithdrawalRules = withdrawalRules) =>
  Math.max(rules.feeMinUnits, Math.ceil((amountUnits * rules.feePercent) / 100));
