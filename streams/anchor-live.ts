// anchorLive$: "an anchor you follow went live" notices, pushed as 'anchor.live' on the logged-in user's own
// channel by the room lifecycle; nothing while logged out, and a new login follows its own channel.
import { EMPTY, filter, map, type Observable, share, switchMap } from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';

export type AnchorLiveNotice = EventData<'anchor.live'>;

type NoticeSignal = { kind: 'event'; event: ChannelEventOf<'anchor.live'> };
const isNotice = (signal: ChannelSignal): signal is NoticeSignal =>
  signal.kind === 'event' && signal.event.type === 'anchor.live';

/** Builds the notices of whoever `userId$` names (null or undefined: nobody logged in yet). */
export function anchorLiveStream(
  userId$: Observable<number | null | undefined>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<AnchorLiveNotice> {
  return userId$.pipe(
    switchMap((userId) =>
      typeof userId === 'number'
        ? bus.channel$(channels.user(userId)).pipe(
            filter(isNotice),
            map((signal) => signal.event.data),
          )
        : EMPTY,
    ),
    share(),
  );
}
