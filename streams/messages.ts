// The message centre's live side: unread counts (the header's red badge, the centre's tabs) = GET
// /api/message/unread, loaded beside the user:<id> join rather than after it, kept current by message.new and
// message.read pushes (both carry the counts after the change, so applying one twice is harmless); and the
// stream of new messages for an open /v/message page.
import {
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  type Observable,
  of,
  share,
  shareReplay,
  switchMap,
} from 'rxjs';
import type { MessageItem, UnreadCounts } from '../contract/calls/message';
import { type ChannelEventOf, channels } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';
import type { SnapshotResult } from './snapshot';
import { snapshotWithPushes } from './snapshot';

export interface MessageSource {
  /** The logged-in user's id; null when logged out; undefined while the login's user info loads. */
  userId$: Observable<number | null | undefined>;
  /** The counts with the seq of user:<id> they reflect. */
  loadUnread(): Promise<SnapshotResult<UnreadCounts>>;
  bus?: Pick<Channels, 'channel$'>;
}

const isNewMessage = (
  signal: ChannelSignal,
): signal is { kind: 'event'; event: ChannelEventOf<'message.new'> } =>
  signal.kind === 'event' && signal.event.type === 'message.new';

/** null while logged out, loading or failed; else the counts as they change. */
export function unreadStream({
  userId$,
  loadUnread,
  bus = siteChannels,
}: MessageSource): Observable<UnreadCounts | null> {
  return userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) =>
      userId
        ? snapshotWithPushes<UnreadCounts>({
            // Loaded beside the join (the default): the count comes with its seq, so the badge does not wait
            // for the socket and the join reloads it only when pushes were missed in between.
            load: loadUnread,
            channel: bus.channel$(channels.user(userId)),
            reduce: (counts, event) =>
              event.type === 'message.new' || event.type === 'message.read'
                ? event.data.unread
                : counts,
          }).pipe(map((live) => (live.status === 'ready' ? live.value : null)))
        : of(null),
    ),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** Every message that arrives for the logged-in user while subscribed. */
export function newMessagesStream(
  userId$: Observable<number | null | undefined>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<MessageItem> {
  return userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) =>
      userId
        ? bus.channel$(channels.user(userId)).pipe(
            filter(isNewMessage),
            map((signal) => signal.event.data.message),
          )
        : EMPTY,
    ),
    share(),
  );
}
