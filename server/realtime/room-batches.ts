// A busy room's fan-out in batches: a room channel's events within a short window reach each socket as ONE
// 'events' push, so 200 chat messages a second cost ~10 broadcasts a second instead of 200.
//
// Batching happens in each process on what it publishes: the first event of a quiet channel goes out at once
// (a lone message waits for nothing) and opens a window; events published during the window go out together
// when it ends, and a channel that stays busy keeps one window after another. Each batch is delivered to this
// process's sockets and sent once to the other processes (serverSideEmit over the Redis adapter), which deliver
// it to theirs at once. Batches of two processes may interleave by seq; the client puts them back in order as
// it does with single events (held events wait for the missing seq).
//
// A socket whose handshake did not say `batches: true` (an older tab) also sits in the channel's
// single-events room and gets the same events one 'event' each, in the same order.
import type { ChannelEvent } from '../../contract/events';
import { EVENT_BATCH_MAX } from '../../contract/events';
import type { RealtimeServer } from './types';

export interface BatchOptions {
  /** How long a busy room's events are gathered before they go out together; 0 sends each at once. */
  windowMs: number;
  /** A window that gathers this many sends them at once (the wire bound is EVENT_BATCH_MAX). */
  maxEvents: number;
}

export const defaultBatchOptions: BatchOptions = { windowMs: 100, maxEvents: 200 };

/** The server-to-server message carrying a batch to the other processes. */
export const REMOTE_BATCH = 'realtime:events';

const SINGLE_SUFFIX = '|event';

/** The socket.io room of a channel's sockets that read single events only (not a channel name: viewer counts skip it). */
export const singleEventsRoom = (channel: string) => `${channel}${SINGLE_SUFFIX}`;
export const isSingleEventsRoom = (room: string) => room.endsWith(SINGLE_SUFFIX);

interface Window {
  events: ChannelEvent[];
  timer: ReturnType<typeof setTimeout>;
}

const bySeq = (a: ChannelEvent, b: ChannelEvent) => a.seq - b.seq;

export class RoomBatches {
  private readonly windows = new Map<string, Window>();
  private readonly options: BatchOptions;
  private readonly clustered: boolean;
  private readonly onRemote = (events: ChannelEvent[]) => this.deliverRemote(events);

  constructor(
    private readonly io: RealtimeServer,
    options: Partial<BatchOptions> & { clustered: boolean },
  ) {
    this.options = {
      windowMs: options.windowMs ?? defaultBatchOptions.windowMs,
      maxEvents: Math.min(EVENT_BATCH_MAX, options.maxEvents ?? defaultBatchOptions.maxEvents),
    };
    this.clustered = options.clustered;
    if (this.clustered) io.on(REMOTE_BATCH, this.onRemote);
  }

  /** A freshly published event of this process (events of one channel come in seq order). */
  add(event: ChannelEvent) {
    const channel = event.channel;
    const open = this.windows.get(channel);
    if (this.options.windowMs <= 0) return this.send(channel, [event]);
    if (!open) {
      this.windows.set(channel, { events: [], timer: this.timer(channel) });
      return this.send(channel, [event]);
    }
    open.events.push(event);
    if (open.events.length >= this.options.maxEvents) this.flush(channel);
  }

  /** Sends what the channel's window holds now (before a resync notice, so it cannot overtake them). */
  flush(channel: string) {
    const open = this.windows.get(channel);
    if (!open || open.events.length === 0) return;
    const events = open.events;
    open.events = [];
    this.send(channel, events);
  }

  /** Stops the timers; events still gathered are dropped with the sockets they were for. */
  close() {
    for (const open of this.windows.values()) clearTimeout(open.timer);
    this.windows.clear();
    if (this.clustered) this.io.off(REMOTE_BATCH, this.onRemote);
  }

  private timer(channel: string) {
    const timer = setTimeout(() => this.windowEnds(channel), this.options.windowMs);
    timer.unref?.();
    return timer;
  }

  private windowEnds(channel: string) {
    const open = this.windows.get(channel);
    if (!open) return;
    if (open.events.length === 0) {
      // Quiet for a whole window: the next event goes out at once again.
      this.windows.delete(channel);
      return;
    }
    open.timer = this.timer(channel);
    this.flush(channel);
  }

  private send(channel: string, events: ChannelEvent[]) {
    events.sort(bySeq);
    this.deliver(channel, events);
    if (this.clustered) this.io.serverSideEmit(REMOTE_BATCH, events);
  }

  /** Another process's batch: its sockets here get it now (it already waited out its window there). */
  private deliverRemote(events: unknown) {
    if (!Array.isArray(events) || events.length === 0) return;
    const channel = (events[0] as Partial<ChannelEvent>).channel;
    if (typeof channel === 'string') this.deliver(channel, events as ChannelEvent[]);
  }

  /**
   * One broadcast to the batch readers (always made, so socket.io's connection state recovery keeps it for a
   * socket that is away); one per event to the single-event readers, only when this process has any: they,
   * like every client of the site, catch up on what they missed through the seq replay.
   */
  private deliver(channel: string, events: ChannelEvent[]) {
    const single = singleEventsRoom(channel);
    this.io.local.to(channel).except(single).emit('events', events);
    if (!this.io.of('/').adapter.rooms.get(single)?.size) return;
    const to = this.io.local.to(single);
    for (const event of events) to.emit('event', event);
  }
}
