// horn$: every horn pushed on the 'site' channel, for the marquee every page shows.
import { filter, map, type Observable, share } from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/events';
import { type ChannelSignal, type Channels, siteChannels } from './channel';

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
