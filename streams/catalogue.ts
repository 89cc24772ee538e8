// catalogueChanges$: the operators' changes of the gift catalogue, nobility prices and shares, pushed on the 'site'
// channel (catalogue.changed), so an open room reloads its gift bar and nobility prices without a page reload.
import { filter, map, type Observable, share } from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';

export type CatalogueChange = EventData<'catalogue.changed'>;

type ChangeSignal = { kind: 'event'; event: ChannelEventOf<'catalogue.changed'> };
const isChange = (signal: ChannelSignal): signal is ChangeSignal =>
  signal.kind === 'event' && signal.event.type === 'catalogue.changed';

/** Builds the stream of catalogue changes on a bus (the site's, or a test's). */
export function catalogueChangeStream(
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<CatalogueChange> {
  return bus.channel$(channels.site).pipe(
    filter(isChange),
    map((signal) => signal.event.data),
    share(),
  );
}

export const catalogueChanges$ = catalogueChangeStream();
