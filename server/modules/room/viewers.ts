// Viewer counts of live rooms: sockets watching room:<id>, counted per process from socket.io's own room
// joins and summed across processes over the adapter; pushes 'room.viewers' (throttled) and keeps the peak.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { channels, parseChannel } from '../../../contract/events';

export interface ViewerOptions {
  /** At most one 'room.viewers' push per room in this window (the issue: 2 s). */
  throttleMs?: number;
  /** A first change waits this long, so a burst of joins (and other processes' reports) lands in one push. */
  settleMs?: number;
  /** How often a process repeats its counts to the others; silent processes drop out after 3 of these. */
  heartbeatMs?: number;
}

export interface Viewers {
  countOf(roomId: number): number;
  countsOf(roomIds: readonly number[]): Map<number, number>;
  close(): void;
}

/** The server-to-server message of the viewer counts (socket.io serverSideEmit over the Redis adapter). */
const REPORT = 'room-viewers';
interface Report {
  pid: string;
  /** [roomId, this process's count]; `full` says rooms missing from it have none. */
  counts: [number, number][];
  full: boolean;
}

const byApp = new WeakMap<FastifyInstance, Viewers>();

/** The app's viewer counts (started with the room list routes). */
export function viewersOf(app: FastifyInstance): Viewers {
  let viewers = byApp.get(app);
  if (!viewers) {
    viewers = watchViewers(app);
    byApp.set(app, viewers);
    // Before the realtime side closes its Redis clients: a count report sent after that would be
    // refused by a closed connection, outside any request to catch it.
    app.addHook('preClose', async () => viewers?.close());
  }
  return viewers;
}

const roomIdOf = (name: string) => {
  const channel = parseChannel(name);
  return channel?.kind === 'room' ? channel.roomId : null;
};

export function watchViewers(
  app: FastifyInstance,
  { throttleMs = 2000, settleMs = 250, heartbeatMs = 20_000 }: ViewerOptions = {},
): Viewers {
  const { db, bus, config } = app.ctx;
  const shared = Boolean(config.redisUrl);
  // socket.io joins the app when it is ready (app.ts decorates io after the routes).
  let namespace: Namespace | null = null;
  const pid = randomUUID();
  /** Set at close: nothing is counted, pushed or reported after it. */
  let closed = false;

  /** Room channels each local socket is in. */
  const socketRooms = new Map<string, Set<number>>();
  /** The room each local socket counts for: only a socket in exactly one room channel is watching it. */
  const watching = new Map<string, number>();
  const local = new Map<number, number>();
  const remote = new Map<string, { at: number; counts: Map<number, number> }>();
  const lastPush = new Map<number, { at: number; viewers: number }>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const add = (roomId: number, by: number) => {
    const n = (local.get(roomId) ?? 0) + by;
    if (n > 0) local.set(roomId, n);
    else local.delete(roomId);
  };

  // A list page follows many rooms' status at once; it watches none of them. One tab watches one room.
  function recount(socketId: string) {
    const joined = socketRooms.get(socketId);
    const now = joined?.size === 1 ? [...joined][0]! : null;
    const before = watching.get(socketId) ?? null;
    if (now === before) return;
    if (before !== null) {
      add(before, -1);
      changed(before);
    }
    if (now !== null) {
      add(now, 1);
      watching.set(socketId, now);
      changed(now);
    } else watching.delete(socketId);
  }

  const onJoin = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    if (roomId === null) return;
    const set = socketRooms.get(socketId) ?? new Set<number>();
    set.add(roomId);
    socketRooms.set(socketId, set);
    recount(socketId);
  };
  const onLeave = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    if (roomId === null) return;
    const set = socketRooms.get(socketId);
    set?.delete(roomId);
    if (set?.size === 0) socketRooms.delete(socketId);
    recount(socketId);
  };

  const fresh = (at: number) => Date.now() - at < heartbeatMs * 3;

  function countOf(roomId: number) {
    let n = local.get(roomId) ?? 0;
    for (const [other, entry] of remote) {
      if (fresh(entry.at)) n += entry.counts.get(roomId) ?? 0;
      else remote.delete(other);
    }
    return n;
  }

  function report(counts: [number, number][], full: boolean) {
    if (!shared || !namespace || closed) return;
    const message: Report = { pid, counts, full };
    namespace.serverSideEmit(REPORT, message);
  }

  const onReport = (message: Report) => {
    if (!message || typeof message.pid !== 'string' || !Array.isArray(message.counts)) return;
    const entry = remote.get(message.pid) ?? { at: 0, counts: new Map<number, number>() };
    if (message.full) entry.counts.clear();
    for (const [roomId, n] of message.counts) {
      if (n > 0) entry.counts.set(roomId, n);
      else entry.counts.delete(roomId);
    }
    entry.at = Date.now();
    remote.set(message.pid, entry);
  };
  function attach() {
    namespace = app.io.of('/') as unknown as Namespace;
    namespace.adapter.on('join-room', onJoin);
    namespace.adapter.on('leave-room', onLeave);
    if (shared) namespace.on(REPORT, onReport);
  }
  if (app.io) attach();
  else app.addHook('onReady', async () => attach());

  const heartbeat = setInterval(() => report([...local], true), heartbeatMs);
  heartbeat.unref();

  function changed(roomId: number) {
    if (closed || timers.has(roomId)) return;
    const last = lastPush.get(roomId)?.at ?? 0;
    const wait = Math.max(settleMs, last + throttleMs - Date.now());
    timers.set(
      roomId,
      setTimeout(() => {
        timers.delete(roomId);
        flush(roomId).catch((err: unknown) =>
          app.log.warn({ err, roomId }, 'room viewers: push failed'),
        );
      }, wait),
    );
  }

  async function flush(roomId: number) {
    report([[roomId, local.get(roomId) ?? 0]], false);
    const viewers = countOf(roomId);
    if (lastPush.get(roomId)?.viewers === viewers) return;
    lastPush.set(roomId, { at: Date.now(), viewers });
    if (viewers === 0) lastPush.delete(roomId);
    await bus.publish(channels.room(roomId), 'room.viewers', { roomId, viewers });
    // The open session's peak (the anchor's history): only ever raised.
    await db.execute(sql`
      update room_sessions set peak_viewers = greatest(peak_viewers, ${viewers})
      from rooms where rooms.id = ${roomId} and room_sessions.id = rooms.session_id`);
  }

  return {
    countOf,
    countsOf: (roomIds) => new Map(roomIds.map((id) => [id, countOf(id)])),
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      namespace?.adapter.off('join-room', onJoin);
      namespace?.adapter.off('leave-room', onLeave);
      if (shared) namespace?.off(REPORT, onReport);
    },
  };
}
