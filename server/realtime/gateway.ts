// The socket.io side of the bus: handshake auth, subscribe/unsubscribe with validation, permissions and limits.
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import { errors } from '../../contract/errors';
import {
  type Channel,
  type FailedAck,
  parseChannel,
  type SubscribeAck,
  subscribeRequest,
  type UnsubscribeAck,
  unsubscribeRequest,
  watchedChannel,
  watchersOf,
} from '../../contract/events';
import type { Db } from '../db/client';
import { findSessionUser, type SessionUser } from '../modules/user/sessions';
import type { Bus } from './bus';
import { writeFramesDirect } from './direct-frames';
import { TokenBucket } from './rate-limit';
import { isSingleEventsRoom, type RoomBatches, singleEventsRoom } from './room-batches';
import type { RealtimeServer, RealtimeSocket } from './types';

export interface GatewayLimits {
  /** Channels one socket may be in at once. */
  maxChannels: number;
  /** Messages a socket may send per second, after a burst of `burst`. */
  perSecond: number;
  burst: number;
  /** Refused messages within one second after which the socket is dropped as abusive. */
  dropAfter: number;
}

export const defaultGatewayLimits: GatewayLimits = {
  maxChannels: 50,
  perSecond: 20,
  burst: 20,
  dropAfter: 200,
};

/** Login tokens are 43 characters; anything much longer is not worth a database round trip. */
const TOKEN_MAX = 200;

export interface GatewayDeps {
  bus: Bus;
  /** Room channels' windows, sent out before a socket joins (so it gets no push older than its join). */
  batches?: RoomBatches;
  db: Db;
  log: FastifyBaseLogger;
  limits: GatewayLimits;
}

type Ack = (answer: unknown) => void;

const fail = (error: ErrorCode): FailedAck => ({ ok: false, code: error.code, msg: error.msg });

/** Private channels only for their owner; everything else is public, anonymous visitors included. */
const mayJoin = (user: SessionUser | null, channel: Channel) =>
  channel.kind !== 'user' || user?.id === channel.userId;

/** The channels a socket is in: its rooms less its own id and the single-events rooms. */
function channelCount(socket: RealtimeSocket) {
  let n = 0;
  for (const room of socket.rooms)
    if (room !== socket.id && !isSingleEventsRoom(room) && watchedChannel(room) === null) n++;
  return n;
}

/** A room channel's events come in batches; a socket that cannot read them gets each on its own. */
const roomsOf = (socket: RealtimeSocket, channel: Channel) =>
  channel.kind === 'room' && !socket.data.batches
    ? [channel.name, singleEventsRoom(channel.name)]
    : [channel.name];

/** socket.io puts the ack callback last when the client asked for one; the payload may be missing. */
function splitArgs(args: unknown[]): { payload: unknown; ack: Ack | null } {
  const last = args.at(-1);
  if (typeof last !== 'function') return { payload: args[0], ack: null };
  return { payload: args.length > 1 ? args[0] : undefined, ack: last as Ack };
}

export function installGateway(io: RealtimeServer, { bus, batches, db, log, limits }: GatewayDeps) {
  // The same token as HTTP; an unknown or stale one connects as anonymous, so public channels keep working.
  io.use((socket, next) => {
    socket.data.user = null;
    const auth: unknown = socket.handshake.auth;
    const fields: { token?: unknown; batches?: unknown } =
      auth && typeof auth === 'object' ? auth : {};
    socket.data.batches = fields.batches === true;
    const token = fields.token;
    if (typeof token !== 'string' || token === '' || token.length > TOKEN_MAX) return next();
    findSessionUser(db, token).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      (err: unknown) => {
        log.warn({ err }, 'realtime: session lookup failed, socket connects as anonymous');
        next();
      },
    );
  });

  io.on('connection', (socket) => {
    writeFramesDirect(socket);
    limitRate(socket, limits);

    socket.on('subscribe', (...args: unknown[]) => {
      const { payload, ack } = splitArgs(args);
      subscribe(socket, payload).then(
        (answer) => ack?.(answer),
        (err: unknown) => {
          log.error({ err }, 'realtime: subscribe failed');
          ack?.(fail(errors.internal));
        },
      );
    });

    socket.on('unsubscribe', (...args: unknown[]) => {
      const { payload, ack } = splitArgs(args);
      ack?.(unsubscribe(socket, payload));
    });
  });

  async function subscribe(socket: RealtimeSocket, payload: unknown): Promise<SubscribeAck> {
    const request = subscribeRequest.safeParse(payload);
    if (!request.success) return fail(errors.realtimeBadMessage);
    const channel = parseChannel(request.data.channel);
    if (!channel) return fail(errors.channelUnknown);
    if (!mayJoin(socket.data.user, channel)) return fail(errors.channelForbidden);
    const already = socket.rooms.has(channel.name);
    if (!already && channelCount(socket) >= limits.maxChannels) return fail(errors.channelLimit);
    // Join before reading the buffer: an event published in between then arrives live, in the
    // replay, or both (the client drops repeats by seq) — never neither.
    if (!already) batches?.flush(channel.name);
    await socket.join(roomsOf(socket, channel));
    if (channel.kind === 'room' && request.data.watch) await watch(socket, channel.name);
    try {
      const { seq, replay, resync } = await bus.catchUp(channel.name, request.data.lastSeq);
      return resync
        ? { ok: true, channel: channel.name, seq, resync: true, replay: [] }
        : { ok: true, channel: channel.name, seq, replay };
    } catch (err) {
      if (!already)
        for (const room of [...roomsOf(socket, channel), watchersOf(channel.name)])
          await socket.leave(room);
      log.warn({ err, channel: channel.name }, 'realtime: replay store unavailable');
      return fail(errors.realtimeUnavailable);
    }
  }

  function unsubscribe(socket: RealtimeSocket, payload: unknown): UnsubscribeAck {
    const request = unsubscribeRequest.safeParse(payload);
    if (!request.success) return fail(errors.realtimeBadMessage);
    const channel = parseChannel(request.data.channel);
    if (!channel) return fail(errors.channelUnknown);
    for (const room of [...roomsOf(socket, channel), watchersOf(channel.name)])
      void socket.leave(room);
    return { ok: true };
  }
}

/** The socket watches this room now, and no other: one tab is one viewer of one room. */
async function watch(socket: RealtimeSocket, channel: string) {
  for (const room of socket.rooms) {
    const watched = watchedChannel(room);
    if (watched !== null && watched !== channel) await socket.leave(room);
  }
  await socket.join(watchersOf(channel));
}

/** Every message counts, known or not; a socket that keeps hammering past its limit is dropped. */
function limitRate(socket: RealtimeSocket, limits: GatewayLimits) {
  const bucket = new TokenBucket(limits.perSecond, limits.burst);
  let refused = 0;
  let windowStart = Date.now();
  socket.use((packet, next) => {
    if (bucket.take()) return next();
    const ack = packet.at(-1);
    if (typeof ack === 'function') (ack as Ack)(fail(errors.realtimeTooFast));
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      refused = 0;
    }
    if (++refused > limits.dropAfter) socket.disconnect(true);
  });
}
