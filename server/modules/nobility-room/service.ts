// Nobility as the room sees it: one tier's price and privileges with whether the user holds it, and the
// user's bag (tier, expiry, free horns left this month). Purchases live in server/modules/pay/nobility.ts.
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { freeHornsLeft } from '../horn/service';
import { currentNobility, nobilityTierOf } from '../pay/service';

export async function tierDetail(db: Db, userId: number | null, tierId: number, now = Date.now()) {
  const tier = await nobilityTierOf(db, tierId);
  if (!tier) throw new ApiError(errors.nobilityTierNotFound);
  const held = userId === null ? null : await currentNobility(db, userId, now);
  const holds = held?.tier === tier.id;
  return {
    id: tier.id,
    name: tier.name,
    monthlyPrice: unitsToAmount(tier.monthlyUnits),
    privileges: tier.privileges,
    held: holds,
    expiresAt: holds ? held.expiresAt : null,
  };
}

export async function bagOf(db: Db, userId: number, now = Date.now()) {
  const held = await currentNobility(db, userId, now);
  return {
    nobility: held?.tier ?? null,
    name: held?.name ?? null,
    expiresAt: held?.expiresAt ?? null,
    freeHornsLeft: held ? await freeHornsLeft(db, userId, now) : 0,
  };
}

// What the routes use from the module's parts.
export { nobilityBubbles } from './bubbles';
