// room$(id): one live room kept live — its HTTP snapshot merged with the pushes of room:<id> (status, chat, gifts, barrage).
import type { Observable } from 'rxjs';
import { type ChannelEvent, channels } from '../contract/channels';
import { type Channels, siteChannels } from './channel';
import { polling$ } from './polling-fallback';
import {
  keyed,
  type Live,
  type PollResult,
  type SnapshotResult,
  snapshotWithPushes,
} from './snapshot';

export interface RoomSource<T> {
  /** The room's HTTP snapshot (the live-room issue brings the endpoint), with the channel seq it reflects when reported. */
  load(roomId: number): Promise<SnapshotResult<T>>;
  /** Applies one push of the room channel (room.status, chat.message, gift, barrage). */
  reduce(room: T, event: ChannelEvent): T;
  /** The same snapshot, conditional on an ETag: polled while the socket cannot connect. */
  poll?(roomId: number, etag: string | null): Promise<PollResult<T>>;
}

/** Builds `room$(id)`: one shared live room per id. */
export function roomStreams<T>(
  source: RoomSource<T>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
  // The site's socket's fallback goes with the site's channels; other buses say their own.
  polling: Observable<boolean> | undefined = bus === siteChannels ? polling$ : undefined,
): (roomId: number) => Observable<Live<T>> {
  return keyed((roomId: number) => {
    const poll = source.poll;
    return snapshotWithPushes({
      load: () => source.load(roomId),
      // The room page: this tab is one of the room's viewers.
      channel: bus.channel$(channels.room(roomId), { watch: true }),
      reduce: source.reduce,
      ...(poll && polling ? { poll: { active: polling, load: (etag) => poll(roomId, etag) } } : {}),
    });
  });
}
