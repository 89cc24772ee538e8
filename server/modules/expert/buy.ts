// Buying a plan: only while it is on sale (not free, not the buyer's own, before its first match kicks off),
// through the ledger's plan purchase (escrow until settlement, idempotent by the buyer's key).
import { eq } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { plans } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { LedgerContext } from '../pay/ledger';
import { buyPlan } from '../pay/plans';

export async function buyPlanAsUser(
  ctx: LedgerContext,
  buyerId: number,
  planId: number,
  key: string | undefined,
  now = Date.now(),
) {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw new ApiError(errors.planNotFound);
  if (plan.expertId === buyerId) throw new ApiError(errors.planOwn);
  if (plan.priceUnits === 0) throw new ApiError(errors.planFreeNoBuy);
  if (plan.result !== null) throw new ApiError(errors.planSettled);
  if (plan.firstKickoffAt.getTime() <= now) throw new ApiError(errors.planSaleClosed);
  const bought = await buyPlan(ctx, {
    buyerId,
    expertId: plan.expertId,
    planId,
    priceUnits: plan.priceUnits,
    key,
  });
  return { planId, price: bought.price, balance: bought.balance, ticket: bought.ticket };
}
