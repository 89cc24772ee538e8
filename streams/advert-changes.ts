// advertChanges$: the places whose adverts, banners or posters an operator just changed ('advert.changed' on the
// site channel), so pages showing them read them again without a reload. After a drop that lost events the
// answer is every place (ALL_PLACES): what changed meanwhile is unknown.
import { filter, map, type Observable, share } from 'rxjs';
import { channels } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';

/** Stands for every place: the page reads all it shows again. */
export const ALL_PLACES = '*';

function placeOf(signal: ChannelSignal): string | null {
  if (signal.kind === 'event' && signal.event.type === 'advert.changed')
    return signal.event.data.placeCode;
  // Continuity lost: an advert.changed may be among the missed events.
  if (signal.kind === 'resync') return ALL_PLACES;
  return null;
}

export function advertChangesStream(
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<string> {
  return bus.channel$(channels.site).pipe(
    map(placeOf),
    filter((place): place is string => place !== null),
    share(),
  );
}

export const advertChanges$ = advertChangesStream();
