// Buying a match's highlights (集锦购买, trade type 17): the price in 球钻 from the buyer to the site, once per
// buyer and package, through the ledger in one transaction and idempotent by the request's key.
import { eq } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { highlightPackages, highlightPurchases } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { balancesAfter, type LedgerContext, type LedgerSession, paidOnce } from '../pay/service';

async function postPurchase(ledger: LedgerSession, userId: number, packageId: number) {
  const [pkg] = await ledger.tx
    .select()
    .from(highlightPackages)
    .where(eq(highlightPackages.id, packageId));
  if (!pkg) throw new ApiError(errors.highlightNotFound);
  if (pkg.priceUnits === 0) throw new ApiError(errors.highlightFree);
  const price = pkg.priceUnits;
  const type = TRADE.highlight;
  const transactionId = await ledger.post({
    tradeType: type,
    userId,
    memo: { packageId, matchId: pkg.matchId },
    legs: [
      { account: { user: userId, currency: 'diamond' }, amount: -price, tradeType: type },
      { account: { system: 'revenue', currency: 'diamond' }, amount: price, tradeType: type },
    ],
  });
  // The (package, buyer) key decides: a second purchase at the same moment waits for the first and
  // finds it, and its transaction (money included) rolls back.
  const bought = await ledger.tx
    .insert(highlightPurchases)
    .values({ packageId, userId, priceUnits: price, transactionId })
    .onConflictDoNothing()
    .returning({ packageId: highlightPurchases.packageId });
  if (bought.length === 0) throw new ApiError(errors.highlightPurchased);
  return {
    id: packageId,
    amount: unitsToAmount(price),
    ...(await balancesAfter(ledger.tx, userId)),
  };
}

/** GET /inform/movie-highlights/pay as a service: a retry with the same key answers the first purchase. */
export function buyHighlight(
  ctx: LedgerContext,
  userId: number,
  packageId: number,
  key: string | undefined,
) {
  return paidOnce(ctx, { userId, key, action: 'highlight', params: { packageId } }, (ledger) =>
    postPurchase(ledger, userId, packageId),
  );
}
