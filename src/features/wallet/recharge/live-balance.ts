// The logged-in user's balances as they change: the snapshot, then every balance.change push (streams/user.ts).
// The one place the client reads them (wallet, pay page, header, gift bar, horn): live data, never from the cache.
import type { Balances } from '../../../../contract/calls/pay';
import { user$ } from '../../../../streams/user';
import { useObservable } from '../../../lib/use-observable';

const live$ = user$();

/**
 * null while loading, logged out or failed; else the current balances. The object is new on every
 * push, so it doubles as the "wallet moved" signal the wallet's record lists reload on.
 */
export function useLiveBalances(): Balances | null {
  const live = useObservable(live$, { status: 'loading' });
  return live.status === 'ready' ? live.value : null;
}
