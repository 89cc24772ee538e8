// The server-side bus: services publish domain events; each gets its channel's next seq, is buffered for replay and pushed to the channel's room
// (a room channel's through RoomBatches, which gathers a busy room's events into one push per window).
import {
  type ChannelEvent,
  type ChannelEventOf,
  type EventData,
  type EventType,
  eventData,
  parseChannel,
} from '../../contract/events';
import type { ReplayStore } from './replay-store';
import type { RoomBatches } from './room-batches';
import type { RealtimeServer } from './types';

/** What a subscriber with a last seq is owed. */
export interface CatchUp {
  /** The channel's current seq. */
  seq: number;
  /** The events after the subscriber's seq, in order; empty when it must resync. */
  replay: ChannelEvent[];
  /** The missing events are no longer buffered (or the seq store was reset): reload the snapshot. */
  resync: boolean;
}

export interface Bus {
  /** Publish on a channel (build names with `channels` from contract/events). Rejects on an unknown channel or bad data. */
  publish<T extends EventType>(
    channel: string,
    type: T,
    data: EventData<T>,
  ): Promise<ChannelEventOf<T>>;
  /** The current seq, and what came after lastSeq when it is given. */
  catchUp(channel: string, lastSeq?: number): Promise<CatchUp>;
}

export class EventBus implements Bus {
  constructor(
    private readonly io: RealtimeServer,
    private readonly store: ReplayStore,
    private readonly now: () => number = Date.now,
    /** Room channels' fan-out; without it every event is pushed on its own. */
    private readonly batches?: RoomBatches,
  ) {
    store.onForget((channel) => {
      // Events gathered before the reset go first: after the notice the client takes any seq as a new start.
      batches?.flush(channel);
      // Subscribers' seqs now mean nothing here: the next event starts again at 1.
      io.local.to(channel).emit('resync', { channel });
    });
  }

  async publish<T extends EventType>(channel: string, type: T, data: EventData<T>) {
    const parsed = parseChannel(channel);
    if (!parsed) throw new Error(`realtime: unknown channel ${JSON.stringify(channel)}`);
    const schema = eventData[type];
    if (!schema) throw new Error(`realtime: unknown event type ${JSON.stringify(type)}`);
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new Error(`realtime: bad ${type} data: ${checked.error.message}`);
    }
    const event = await this.store.append(channel, type, checked.data as EventData<T>, this.now());
    if (this.batches && parsed.kind === 'room') this.batches.add(event as ChannelEvent);
    else this.io.to(channel).emit('event', event as ChannelEvent);
    return event;
  }

  async catchUp(channel: string, lastSeq?: number): Promise<CatchUp> {
    const { seq, events } = await this.store.read(channel, lastSeq);
    if (lastSeq === undefined || lastSeq === seq) return { seq, replay: [], resync: false };
    // A seq ahead of the channel means the store started over; a hole means the buffer moved on.
    const whole =
      lastSeq < seq && events[0]?.seq === lastSeq + 1 && events.length === seq - lastSeq;
    return whole ? { seq, replay: events, resync: false } : { seq, replay: [], resync: true };
  }
}
