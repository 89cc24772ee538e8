// The logged-in user's balances as they change: the snapshot, then every balance.change push (streams/user.ts).
import type { Balances } from '../../../../contract/calls/pay';
import { user$ } from '../../../../streams/user';
import { useObservable } from '../../../lib/use-observable';

const live$ = user$();

/** null while loading, logged out or failed; else the current balances. */
export function useLiveBalances(): Balances | null {
  const live = useObservable(live$, { status: 'loading' });
  return live.status === 'ready' ? live.value : null;
}
