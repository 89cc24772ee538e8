// The horn's numbers in one place: its price, how often one user may send one, and who gets free ones.
import type { Db } from '../../db/client';
import { siteOverrides, unitsOf } from '../admin/site-settings';
import { nobilityTiers } from '../pay/service';

/** One horn costs 10 球钻 (diamond minor units, 1 球钻 = 100) unless the operators set another price. */
export const HORN_PRICE_UNITS = 1_000;

/** The price now: the operators' setting (site config, no restart) over the default. */
export async function hornPriceUnits(db: Db): Promise<number> {
  const price = (await siteOverrides(db)).hornPrice;
  return price === undefined ? HORN_PRICE_UNITS : unitsOf(price);
}

/** A user may send one horn per this many ms (the marquee would otherwise be one person's). */
export const HORN_INTERVAL_MS = 10_000;

/** The nobility privilege that carries free horns, as the tier list words it. */
export const FREE_HORN_PRIVILEGE = '全站喇叭每月 5 次';
export const FREE_HORNS_PER_MONTH = 5;

/** The lowest tier with free horns (公爵); tiers above it have every privilege below them. */
export const FREE_HORN_TIER =
  nobilityTiers.find((t) => t.privileges.includes(FREE_HORN_PRIVILEGE))?.id ?? Infinity;
