// user$(): the logged-in user's live balances — GET /pay/balances (loaded beside the join, with the seq it reflects),
// kept current by balance.change pushes on user:<id>.
import { distinctUntilChanged, map, type Observable, of, shareReplay, switchMap } from 'rxjs';
import type { Balances } from '../contract/calls/pay';
import { channels } from '../contract/channels';
import { type Channels, siteChannels } from './channel';
import { type BalancesAnswer, site, siteLogin$ } from './site';
import { type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export type UserLive = { status: 'anonymous' } | Live<Balances>;

/** The answer as a snapshot: the two balances, and the seq that lets the header show them before the join. */
async function balancesSnapshot(
  load: () => Promise<BalancesAnswer>,
): Promise<SnapshotResult<Balances>> {
  const answer = await load();
  if (!answer.success) return answer;
  const { balance, ticket, seq } = answer.data;
  return { success: true, data: { balance, ticket }, seq };
}

export interface UserSource {
  /** The logged-in user's id; null when logged out; undefined while the login's user info loads. */
  userId$: Observable<number | null | undefined>;
  /** GET /pay/balances: the balances and the seq of user:<id> they reflect. */
  loadBalances(): Promise<BalancesAnswer>;
  bus?: Pick<Channels, 'channel$'>;
}

/** Builds `user$()`: one shared stream that follows the login (a new login means a new channel and snapshot). */
export function userStreams({
  userId$,
  loadBalances,
  bus = siteChannels,
}: UserSource): () => Observable<UserLive> {
  const live$ = userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId): Observable<UserLive> => {
      if (userId === null) return of({ status: 'anonymous' });
      if (userId === undefined) return of({ status: 'loading' });
      return snapshotWithPushes<Balances>({
        load: () => balancesSnapshot(loadBalances),
        channel: bus.channel$(channels.user(userId)),
        // balance.change carries the balances after the change, so applying one twice is harmless.
        reduce: (balances, event) => (event.type === 'balance.change' ? event.data : balances),
      });
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return () => live$;
}

export const user$ = userStreams({
  userId$: siteLogin$.pipe(map((login) => login.userId)),
  loadBalances: () => site().balances(),
});
