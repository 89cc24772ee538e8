// Bus channels as observables: ref-counted joins, events in seq order without duplicates, gaps and resyncs signalled.
import {
  asyncScheduler,
  Observable,
  type SchedulerLike,
  type Subscriber,
  type Subscription,
} from 'rxjs';
import {
  type ChannelEvent,
  type FailedAck,
  parseChannel,
  type SubscribeRequest,
  socketEvents,
} from '../contract/channels';
import { errors } from '../contract/errors';
import {
  channelEventShape,
  eventBatchShape,
  resyncNoticeShape,
  subscribeAnswerShape,
} from '../contract/event-shapes';
import { checkShape } from '../contract/light/check';
import { type RealtimeSocket, type SocketConnection, connection as siteConnection } from './socket';

/**
 * Why the channel's continuity is lost and its snapshot must be reloaded:
 * - gap: a seq was skipped and did not turn up;
 * - buffer: after a reconnect, the server's replay buffer no longer reached back to our last seq;
 * - server: the server said it cannot vouch for continuity.
 */
export type ResyncReason = 'gap' | 'buffer' | 'server';

export type ChannelSignal =
  /** Joined (again) and in step: every event up to `seq` has been delivered or is in a snapshot loaded now. */
  | { kind: 'joined'; channel: string; seq: number }
  | { kind: 'event'; event: ChannelEvent }
  /** The socket dropped: events are being missed until the next 'joined' (or 'resync'). */
  | { kind: 'paused'; channel: string }
  /**
   * Reload the snapshot. A consumer that does calls `track()` and the end function it returns once
   * the snapshot is in, which keeps the connection's status$ at 'resyncing' meanwhile.
   */
  | { kind: 'resync'; channel: string; reason: ResyncReason; track(): () => void };

/** The server refused the channel for good (unknown, forbidden, too many channels). */
export class ChannelError extends Error {
  constructor(
    readonly channel: string,
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'ChannelError';
  }
}

export interface ChannelOptions {
  /** After the last subscriber leaves, stay joined this long so a quick re-subscribe costs nothing. */
  lingerMs?: number;
  /** How long events after a skipped seq wait for the missing ones before a resync is signalled. */
  gapWaitMs?: number;
  /** A subscribe not answered in this time is sent again. */
  ackTimeoutMs?: number;
  /** Wait before repeating a subscribe the server turned down for now (rate limit, unavailable). */
  retryMs?: number;
  scheduler?: SchedulerLike;
}

export interface WatchOption {
  /** This tab has the room's page open: the server counts it in the room's 人在看 (room channels only). */
  watch?: boolean;
}

export interface Channels {
  channel$(name: string, options?: WatchOption): Observable<ChannelSignal>;
  /** The channels joined or being joined, with the last seq held for each (null before the first ack). */
  joined(): Map<string, number | null>;
}

/** Refusals that repeating the same subscribe cannot change. */
const FINAL_REFUSALS = new Set<number>([
  errors.realtimeBadMessage.code,
  errors.channelUnknown.code,
  errors.channelForbidden.code,
  errors.channelLimit.code,
]);

interface Entry {
  name: string;
  /** A subscriber watches the room: subscribes go out with watch, until the channel is left. */
  watch: boolean;
  subscribers: Set<Subscriber<ChannelSignal>>;
  /** The seq of the last event delivered (or the join seq); null until the first ack. */
  lastSeq: number | null;
  /** Joined on the current connection: events flow straight through. */
  live: boolean;
  /** Numbers each subscribe sent, so an answer to an older one is ignored. */
  attempt: number;
  /** Events that came while a subscribe's answer was awaited (the answer may carry older ones). */
  pending: ChannelEvent[];
  /** Events after a skipped seq, waiting in order for the missing ones. */
  held: ChannelEvent[];
  /** The seq the server said it had reached when it answered the subscribe. */
  reached: number;
  /** After the server's resync notice the next event starts a new run, whatever its seq. */
  rebase: boolean;
  gapTimer?: Subscription;
  ackTimer?: Subscription;
  lingerTimer?: Subscription;
  retryTimer?: Subscription;
  /** Holds status$ at 'resyncing' from a reconnect until this channel's re-subscribe is answered. */
  endResync?: () => void;
}

const bySeq = (a: ChannelEvent, b: ChannelEvent) => a.seq - b.seq;

/** The subscribe answer, its replay read event by event (contract/event-shapes.ts says why). */
type LooseAck =
  | { ok: true; channel: string; seq: number; replay: unknown[]; resync?: true }
  | FailedAck;

// Pushes are checked against light shapes of the contract's schemas (contract/light): the same events pass as
// with zod, without zod's weight on the first view of every page with scores (issue 25).
const eventOf = (raw: unknown) => checkShape<ChannelEvent>(channelEventShape, raw);

const readable = (events: unknown[]): ChannelEvent[] =>
  events.flatMap((raw) => {
    const parsed = eventOf(raw);
    return parsed.success ? [parsed.data] : [];
  });

export function createChannels(
  connection: SocketConnection,
  options: ChannelOptions = {},
): Channels {
  const {
    lingerMs = 3_000,
    gapWaitMs = 1_000,
    ackTimeoutMs = 10_000,
    retryMs = 2_000,
    scheduler = asyncScheduler,
  } = options;
  const entries = new Map<string, Entry>();
  let attached: RealtimeSocket | null = null;

  const send = (entry: Entry, signal: ChannelSignal) => {
    for (const subscriber of [...entry.subscribers]) subscriber.next(signal);
  };

  const signalResync = (entry: Entry, reason: ResyncReason) =>
    send(entry, { kind: 'resync', channel: entry.name, reason, track: connection.trackResync });

  const endResync = (entry: Entry) => {
    entry.endResync?.();
    entry.endResync = undefined;
  };

  const stopTimers = (entry: Entry) => {
    entry.gapTimer?.unsubscribe();
    entry.ackTimer?.unsubscribe();
    entry.lingerTimer?.unsubscribe();
    entry.retryTimer?.unsubscribe();
    entry.gapTimer = entry.ackTimer = entry.lingerTimer = entry.retryTimer = undefined;
  };

  const current = (entry: Entry) => entries.get(entry.name) === entry;

  // ---- ordering -----------------------------------------------------------------------------

  const missing = (entry: Entry) =>
    entry.held.length > 0 || (entry.lastSeq !== null && entry.lastSeq < entry.reached);

  const watchGap = (entry: Entry) => {
    if (!missing(entry)) {
      entry.gapTimer?.unsubscribe();
      entry.gapTimer = undefined;
      return;
    }
    entry.gapTimer ??= scheduler.schedule(() => {
      entry.gapTimer = undefined;
      if (current(entry) && missing(entry)) giveUpOnGap(entry);
    }, gapWaitMs);
  };

  /**
   * The missing events are not coming: the snapshot is reloaded, and the events held past the hole
   * still go out in order (a snapshot consumer buffers them while it reloads; a chat list shows them).
   */
  const giveUpOnGap = (entry: Entry) => {
    const held = entry.held;
    entry.held = [];
    signalResync(entry, 'gap');
    for (const event of held) {
      if (!current(entry)) return;
      entry.lastSeq = event.seq;
      send(entry, { kind: 'event', event });
    }
    entry.lastSeq = Math.max(entry.lastSeq ?? 0, entry.reached);
  };

  const accept = (entry: Entry, event: ChannelEvent) => {
    const last = entry.lastSeq;
    if (last !== null && event.seq <= last && !entry.rebase) return; // seen already
    if (last === null || event.seq === last + 1 || entry.rebase) {
      entry.rebase = false;
      entry.lastSeq = event.seq;
      send(entry, { kind: 'event', event });
      // Held events that now follow on are delivered; ones the run has passed are dropped.
      while (entry.held.length > 0 && current(entry)) {
        const next = entry.held[0]!;
        if (next.seq <= entry.lastSeq) entry.held.shift();
        else if (next.seq === entry.lastSeq + 1) {
          entry.held.shift();
          entry.lastSeq = next.seq;
          send(entry, { kind: 'event', event: next });
        } else break;
      }
    } else if (!entry.held.some((h) => h.seq === event.seq)) {
      entry.held.push(event);
      entry.held.sort(bySeq);
    }
    watchGap(entry);
  };

  const deliver = (entry: Entry, events: ChannelEvent[]) => {
    for (const event of [...events].sort(bySeq)) {
      if (!current(entry)) return;
      accept(entry, event);
    }
  };

  // ---- joining ------------------------------------------------------------------------------

  const socket = () => {
    const s = connection.socket();
    if (attached !== s) {
      attached = s;
      s.on(socketEvents.event, onEvent);
      s.on(socketEvents.events, onEvents);
      s.on(socketEvents.resync, onResyncNotice);
    }
    return s;
  };

  const join = (entry: Entry) => {
    // Once opened, the same socket (even closed for good) answers: no new one from a late timer.
    const s = attached ?? socket();
    if (!s.connected) return; // the next connect joins it
    entry.attempt++;
    const attempt = entry.attempt;
    entry.live = false;
    entry.pending = [];
    entry.ackTimer?.unsubscribe();
    entry.retryTimer?.unsubscribe();
    const request: SubscribeRequest = {
      channel: entry.name,
      ...(entry.lastSeq === null ? {} : { lastSeq: entry.lastSeq }),
      ...(entry.watch ? { watch: true as const } : {}),
    };
    entry.ackTimer = scheduler.schedule(() => {
      entry.ackTimer = undefined;
      if (current(entry) && entry.attempt === attempt) join(entry);
    }, ackTimeoutMs);
    s.emit(socketEvents.subscribe, request, (answer: unknown) => onAck(entry, attempt, answer));
  };

  const fail = (entry: Entry, code: number, msg: string) => {
    entries.delete(entry.name);
    stopTimers(entry);
    endResync(entry);
    const error = new ChannelError(entry.name, code, msg);
    for (const subscriber of [...entry.subscribers]) subscriber.error(error);
  };

  const onAck = (entry: Entry, attempt: number, raw: unknown) => {
    if (!current(entry) || entry.attempt !== attempt) return;
    entry.ackTimer?.unsubscribe();
    entry.ackTimer = undefined;
    const parsed = checkShape<LooseAck>(subscribeAnswerShape, raw);
    const answer = parsed.success
      ? parsed.data
      : { ok: false as const, code: errors.realtimeUnavailable.code, msg: '订阅应答格式错误' };
    if (!answer.ok) {
      if (FINAL_REFUSALS.has(answer.code)) return fail(entry, answer.code, answer.msg);
      entry.retryTimer = scheduler.schedule(() => {
        entry.retryTimer = undefined;
        if (current(entry) && entry.attempt === attempt) join(entry);
      }, retryMs);
      return;
    }
    const pending = entry.pending;
    entry.pending = [];
    entry.live = true;
    entry.reached = answer.seq;
    if (answer.resync) {
      entry.held = [];
      entry.rebase = false;
      entry.lastSeq = answer.seq;
      signalResync(entry, 'buffer');
      deliver(entry, pending);
    } else if (entry.lastSeq === null) {
      // First join: the consumer's snapshot, loaded from now on, holds everything up to this seq.
      entry.lastSeq = answer.seq;
      send(entry, { kind: 'joined', channel: entry.name, seq: answer.seq });
      deliver(entry, pending);
    } else {
      deliver(entry, [...readable(answer.replay), ...pending]);
      if (current(entry)) send(entry, { kind: 'joined', channel: entry.name, seq: entry.lastSeq });
    }
    if (current(entry)) watchGap(entry);
    endResync(entry);
  };

  const onEvent = (raw: unknown) => {
    const parsed = eventOf(raw);
    if (!parsed.success) return; // a newer server's event this client cannot read
    const event = parsed.data;
    const entry = entries.get(event.channel);
    if (!entry) return;
    if (entry.live) accept(entry, event);
    else entry.pending.push(event);
  };

  /** A batch (a busy room's window) is its envelopes one after another, through the same checks. */
  const onEvents = (raw: unknown) => {
    const parsed = checkShape<unknown[]>(eventBatchShape, raw);
    if (!parsed.success) return;
    for (const event of parsed.data) onEvent(event);
  };

  const onResyncNotice = (raw: unknown) => {
    const parsed = checkShape<{ channel: string }>(resyncNoticeShape, raw);
    const entry = parsed.success ? entries.get(parsed.data.channel) : undefined;
    if (!entry) return;
    entry.held = [];
    entry.rebase = true;
    entry.reached = 0;
    entry.gapTimer?.unsubscribe();
    entry.gapTimer = undefined;
    signalResync(entry, 'server');
  };

  const leave = (entry: Entry) => {
    entries.delete(entry.name);
    stopTimers(entry);
    endResync(entry);
    if (attached?.connected)
      attached.emit(socketEvents.unsubscribe, { channel: entry.name }, () => {});
  };

  connection.disconnects$.subscribe(() => {
    for (const entry of entries.values()) {
      entry.live = false;
      entry.attempt++;
      entry.pending = [];
      entry.held = [];
      entry.gapTimer?.unsubscribe();
      entry.ackTimer?.unsubscribe();
      entry.retryTimer?.unsubscribe();
      entry.gapTimer = entry.ackTimer = entry.retryTimer = undefined;
      send(entry, { kind: 'paused', channel: entry.name });
    }
  });

  connection.connects$.subscribe(({ reconnect }) => {
    for (const entry of [...entries.values()]) {
      if (reconnect && entry.lastSeq !== null) entry.endResync ??= connection.trackResync();
      join(entry);
    }
  });

  const channel$ = (name: string, { watch = false }: WatchOption = {}) =>
    new Observable<ChannelSignal>((subscriber) => {
      if (!parseChannel(name)) {
        subscriber.error(
          new ChannelError(name, errors.channelUnknown.code, errors.channelUnknown.msg),
        );
        return;
      }
      let entry = entries.get(name);
      if (entry) {
        entry.lingerTimer?.unsubscribe();
        entry.lingerTimer = undefined;
        entry.subscribers.add(subscriber);
        // The room page opened on a channel a list already holds: subscribe again, now watching.
        if (watch && !entry.watch) {
          entry.watch = true;
          join(entry);
        }
        // A late subscriber learns where the channel stands, to load its snapshot from there.
        if (entry.live && entry.lastSeq !== null)
          subscriber.next({ kind: 'joined', channel: name, seq: entry.lastSeq });
      } else {
        entry = {
          name,
          watch,
          subscribers: new Set([subscriber]),
          lastSeq: null,
          live: false,
          attempt: 0,
          pending: [],
          held: [],
          reached: 0,
          rebase: false,
        };
        entries.set(name, entry);
        join(entry);
      }
      const joinedEntry = entry;
      return () => {
        joinedEntry.subscribers.delete(subscriber);
        if (joinedEntry.subscribers.size > 0 || !current(joinedEntry)) return;
        joinedEntry.lingerTimer = scheduler.schedule(() => {
          joinedEntry.lingerTimer = undefined;
          if (current(joinedEntry) && joinedEntry.subscribers.size === 0) leave(joinedEntry);
        }, lingerMs);
      };
    });

  return {
    channel$,
    joined: () => new Map([...entries].map(([name, entry]) => [name, entry.lastSeq])),
  };
}

/** The site's channels, on the tab's one socket. */
export const siteChannels = createChannels(siteConnection);
export const channel$ = siteChannels.channel$;
