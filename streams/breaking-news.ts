// breakingNews$: the breaking-news items (快讯) every page shows: the newest unexpired one read once the site
// channel is joined (a page opened after the push), then each 'news.breaking' push; read again after a drop.
// Only ever newer items, so a slow read cannot bring back an older one after a push.
import {
  defer,
  EMPTY,
  filter,
  from,
  map,
  merge,
  mergeMap,
  type Observable,
  of,
  shareReplay,
} from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';

export type BreakingNews = EventData<'news.breaking'>;

export type LatestBreakingAnswer =
  | { success: true; data: BreakingNews | null }
  | { success: false };

type BreakingSignal = { kind: 'event'; event: ChannelEventOf<'news.breaking'> };
const isBreaking = (signal: ChannelSignal): signal is BreakingSignal =>
  signal.kind === 'event' && signal.event.type === 'news.breaking';
/** In step with the server from here on: what was flagged before is in a read made now. */
const isInStep = (signal: ChannelSignal) => signal.kind === 'joined' || signal.kind === 'resync';

/** Builds the stream over a bus and a loader of the newest item (the site's, or a test's fakes). */
export function breakingNewsStream(
  loadLatest: () => Promise<LatestBreakingAnswer>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
  now: () => number = Date.now,
): Observable<BreakingNews> {
  return defer(() => {
    let newest = 0;
    const site$ = bus.channel$(channels.site);
    const pushes = site$.pipe(
      filter(isBreaking),
      map((signal) => signal.event.data),
    );
    // Read when the join is done, not at subscribe: an item flagged between a read and the join would be
    // in neither. One pushed while the read is on its way comes as a push.
    const latest = site$.pipe(
      filter(isInStep),
      mergeMap((signal) => {
        const done = signal.kind === 'resync' ? signal.track() : undefined;
        return from(loadLatest().finally(() => done?.())).pipe(
          mergeMap((answer) => (answer.success && answer.data ? of(answer.data) : EMPTY)),
        );
      }),
    );
    return merge(pushes, latest).pipe(
      filter((item) => {
        if (item.at <= newest || item.expiresAt <= now()) return false;
        newest = item.at;
        return true;
      }),
    );
  }).pipe(
    // One read and one subscription per tab: headers of other layouts mount again and get the current item.
    shareReplay({ bufferSize: 1, refCount: false }),
  );
}
