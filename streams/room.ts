// room$(id): one live room kept live — its HTTP snapshot merged with the pushes of room:<id> (status, chat, gifts, barrage).
import type { Observable } from 'rxjs';
import { type ChannelEvent, channels } from '../contract/events';
import { type Channels, siteChannels } from './channel';
import { keyed, type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export interface RoomSource<T> {
  /** The room's HTTP snapshot (the live-room issue brings the endpoint), with the channel seq it reflects when reported. */
  load(roomId: number): Promise<SnapshotResult<T>>;
  /** Applies one push of the room channel (room.status, chat.message, gift, barrage). */
  reduce(room: T, event: ChannelEvent): T;
}

/** Builds `room$(id)`: one shared live room per id. */
export function roomStreams<T>(
  source: RoomSource<T>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): (roomId: number) => Observable<Live<T>> {
  return keyed((roomId: number) =>
    snapshotWithPushes({
      load: () => source.load(roomId),
      // The room page: this tab is one of the room's viewers.
      channel: bus.channel$(channels.room(roomId), { watch: true }),
      reduce: source.reduce,
    }),
  );
}
