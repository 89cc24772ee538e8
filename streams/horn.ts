// horn$: every horn pushed on the 'site' channel, for the marquee every page shows; hornArrivals$: what the
// marquee queues, the last few minutes' horns once per tab and then each push.
import { defer, EMPTY, filter, from, map, merge, mergeMap, type Observable, of, share } from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';
import { site } from './site';

export type HornPush = EventData<'horn'>;

type HornSignal = { kind: 'event'; event: ChannelEventOf<'horn'> };
const isHorn = (signal: ChannelSignal): signal is HornSignal =>
  signal.kind === 'event' && signal.event.type === 'horn';

/** Builds the stream of horns on a bus (the site's, or a test's). */
export function hornStream(bus: Pick<Channels, 'channel$'> = siteChannels): Observable<HornPush> {
  return bus.channel$(channels.site).pipe(
    filter(isHorn),
    map((signal) => signal.event.data),
    share(),
  );
}

export const horn$ = hornStream();

/** How far back a page load replays horns. */
export const HORN_REPLAY_MS = 5 * 60_000;

/** Of a newest-first page of /api/horn/list, those of the last few minutes, oldest first. */
export function replayable(list: readonly HornPush[], now: number): HornPush[] {
  return list.filter((horn) => (horn.at ?? 0) >= now - HORN_REPLAY_MS).reverse();
}

type RecentAnswer = { success: true; data: { list: HornPush[] } } | { success: false };

/**
 * Batches of horns to queue, oldest first: the recent list (read once per tab: after that the pushes
 * keep the marquee current), then each push. Pushes are subscribed first, so a horn sent while the
 * list loads is not missed; the marquee's queue drops the doubles.
 */
export function hornArrivals(
  pushes: Observable<HornPush>,
  loadRecent: () => Promise<RecentAnswer>,
  now: () => number = Date.now,
): Observable<HornPush[]> {
  let listRead = false;
  return defer(() => {
    const recent$ = listRead
      ? EMPTY
      : from(loadRecent()).pipe(
          mergeMap((answer) => {
            if (!answer.success) return EMPTY;
            listRead = true;
            return of(replayable(answer.data.list, now()));
          }),
        );
    return merge(pushes.pipe(map((horn) => [horn])), recent$);
  });
}

export const hornArrivals$ = hornArrivals(horn$, () => site().recentHorns());
