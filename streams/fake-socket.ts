// A socket.io client double for the streams' tests: records what the client emits and lets a test play the server.
import { EventEmitter } from 'node:events';
import type { ChannelEvent, EventData, EventType, SubscribeAck } from '../contract/events';
import type { HandshakeAuth, RealtimeSocket } from './socket';

export interface Sent {
  event: string;
  payload: Record<string, unknown>;
  ack: (answer: unknown) => void;
}

export class FakeSocket implements RealtimeSocket {
  connected = false;
  readonly sent: Sent[] = [];
  connectCalls = 0;
  disconnectCalls = 0;
  /** The tokens each handshake carried. */
  readonly handshakes: string[] = [];
  private readonly client = new EventEmitter();

  constructor(private readonly auth: HandshakeAuth) {}

  on(event: string, listener: (...args: never[]) => void) {
    this.client.on(event, listener as (...args: unknown[]) => void);
    return this;
  }

  emit(event: string, payload: Record<string, unknown>, ack: (answer: unknown) => void) {
    this.sent.push({ event, payload, ack });
    return this;
  }

  connect() {
    this.connectCalls++;
    return this;
  }

  disconnect() {
    this.disconnectCalls++;
    if (this.connected) {
      this.connected = false;
      this.client.emit('disconnect', 'io client disconnect');
    }
    return this;
  }

  // ---- the server's side ----------------------------------------------------------------------

  /** Completes a handshake: reads the auth as socket.io does, then connects. */
  accept() {
    this.auth(({ token }) => this.handshakes.push(token));
    this.connected = true;
    this.client.emit('connect');
  }

  /** The connection drops (network, server restart) for the given reason. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.client.emit('disconnect', reason);
  }

  refuse() {
    this.client.emit('connect_error', new Error('refused'));
  }

  push(event: ChannelEvent) {
    this.client.emit('event', event);
  }

  /** An 'events' push: a room channel's window in one message. */
  pushBatch(events: unknown[]) {
    this.client.emit('events', events);
  }

  resyncNotice(channel: string) {
    this.client.emit('resync', { channel });
  }

  /** The subscribe requests sent so far, optionally for one channel. */
  subscribes(channel?: string) {
    return this.sent.filter(
      (s) => s.event === 'subscribe' && (channel === undefined || s.payload.channel === channel),
    );
  }

  unsubscribes() {
    return this.sent.filter((s) => s.event === 'unsubscribe');
  }

  /** Answers the latest subscribe of the channel. */
  answer(channel: string, ack: SubscribeAck) {
    const request = this.subscribes(channel).at(-1);
    if (!request) throw new Error(`no subscribe for ${channel}`);
    request.ack(ack);
  }
}

/** A valid event of the given channel and seq (a site notice unless another type is given). */
export function eventOf<T extends EventType = 'site.notice'>(
  channel: string,
  seq: number,
  type: T = 'site.notice' as T,
  data: EventData<T> = { text: `#${seq}` } as EventData<T>,
): ChannelEvent {
  return { channel, seq, type, data, at: 1_700_000_000_000 + seq } as ChannelEvent;
}
