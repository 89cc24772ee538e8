// The platform's shares and the nobility prices the operators set on /admin/catalogue, over the code's defaults.
// Stored as numbers in site_settings and read without a cache: a gift, a plan purchase or a nobility purchase
// reads them inside its own transaction, so a change applies to exactly the money moved after it.

import type { DbOrTx } from '../admin/audit';
import { storedNumbers } from '../admin/site-settings';
import { type NobilityTier, nobilityTiers } from './nobility-tiers';

/** Percent of a gift's 球钻 the anchor receives as 球票, and of a plan's price the expert earns. */
export const shareDefaults = { giftAnchorPercent: 50, expertSharePercent: 70 } as const;
export type Shares = { giftAnchorPercent: number; expertSharePercent: number };
export type ShareKey = keyof Shares;
export const shareKeys: ShareKey[] = ['giftAnchorPercent', 'expertSharePercent'];

/** The shares now (integers 0-90, checked by the desk's contract). */
export async function sharesOf(db: DbOrTx): Promise<Shares> {
  const stored = await storedNumbers(db, shareKeys);
  return {
    giftAnchorPercent: stored.giftAnchorPercent ?? shareDefaults.giftAnchorPercent,
    expertSharePercent: stored.expertSharePercent ?? shareDefaults.expertSharePercent,
  };
}

/** `percent` of `units`, rounded down: the site keeps the odd unit. */
export const shareUnits = (units: number, percent: number) => Math.floor((units * percent) / 100);

/** The site_settings key of a tier's monthly price (stored in diamond minor units). */
export const nobilityPriceKey = (tier: number) => `nobilityMonthlyUnits${tier}`;

/** The seven tiers with their monthly prices now (names and privileges are the code's). */
export async function nobilityTiersOf(db: DbOrTx): Promise<NobilityTier[]> {
  const stored = await storedNumbers(
    db,
    nobilityTiers.map((t) => nobilityPriceKey(t.id)),
  );
  return nobilityTiers.map((t) => ({
    ...t,
    monthlyUnits: stored[nobilityPriceKey(t.id)] ?? t.monthlyUnits,
  }));
}

export async function nobilityTierOf(db: DbOrTx, id: number) {
  return (await nobilityTiersOf(db)).find((t) => t.id === id);
}
