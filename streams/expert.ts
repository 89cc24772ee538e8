// 有料's live events: a plan's settlement on plan:<id> (the plan page flips from locked to settled, an expert's
// page refetches the record when one of the open plans shown settles), and on user:<id> a followed expert's new
// plan and the settlement (and refund) of a plan I bought. After a gap or a reconnect that lost
// events, a resync asks the page to refetch too: a settlement may be among the missed.
import {
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  merge,
  type Observable,
  share,
  switchMap,
} from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';
import { siteLogin$ } from './site';

export type PlanSettled = EventData<'plan.settled'>;

/** settled: the plan settled (its result); resync: events may have been missed, refetch to be sure. */
export type PlanSignal =
  | { kind: 'settled'; data: PlanSettled }
  | { kind: 'resync'; planId: number };

const isSettled = (
  signal: ChannelSignal,
): signal is { kind: 'event'; event: ChannelEventOf<'plan.settled'> } =>
  signal.kind === 'event' && signal.event.type === 'plan.settled';

/** One plan's settlement while subscribed (joins plan:<id>, leaves on unsubscribe). */
export function planSettled$(
  planId: number,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<PlanSignal> {
  return bus.channel$(channels.plan(planId)).pipe(
    filter((s) => isSettled(s) || s.kind === 'resync'),
    map((s): PlanSignal => {
      if (isSettled(s)) return { kind: 'settled', data: s.event.data };
      // The refetch that answers a resync is the page's own; the connection need not wait for it.
      if (s.kind === 'resync') s.track()();
      return { kind: 'resync', planId };
    }),
  );
}

/** The settlements of several plans at once (an expert's open plans on their page). */
export function plansSettled$(
  planIds: readonly number[],
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<PlanSignal> {
  return planIds.length === 0 ? EMPTY : merge(...planIds.map((id) => planSettled$(id, bus)));
}

export type PlanNotice =
  | { type: 'plan.new'; data: EventData<'plan.new'> }
  | { type: 'plan.settled'; data: PlanSettled };

const isNotice = (
  signal: ChannelSignal,
): signal is {
  kind: 'event';
  event: ChannelEventOf<'plan.new'> | ChannelEventOf<'plan.settled'>;
} =>
  signal.kind === 'event' &&
  (signal.event.type === 'plan.new' || signal.event.type === 'plan.settled');

/**
 * What reaches the logged-in user on user:<id> about plans: a followed expert published (plan.new), or a plan
 * bought settled, with any refund (plan.settled). Follows the login.
 */
export function planNoticeStream(
  userId$: Observable<number | null | undefined>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<PlanNotice> {
  return userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) =>
      userId
        ? bus.channel$(channels.user(userId)).pipe(
            filter(isNotice),
            map((signal) => ({ type: signal.event.type, data: signal.event.data }) as PlanNotice),
          )
        : EMPTY,
    ),
    share(),
  );
}

export const planNotice$ = planNoticeStream(siteLogin$.pipe(map((login) => login.userId)));
