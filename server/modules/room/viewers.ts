// Viewer counts of live rooms: sockets watching room:<id> (subscribed with watch: the room page is open, see
// the gateway) and server-side presences (the demo crowd), counted per process from socket.io's own room
// joins and summed across processes over the adapter; pushes 'room.viewers' (throttled) and keeps the peak.
// The one source of 人在看: cards, the room page and its pushes all read countOf. (A socket used to count
// for a room when it was in exactly that one room channel, so a list showing one room counted its reader,
// and a room page beside a list's lingering channels counted nobody: 1 on the card, 0 in the room.)
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { channels, parseChannel, watchedChannel } from '../../../contract/events';

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
  /** A viewer without a socket (the demo crowd) comes into the room; `key` names it. */
  enter(roomId: number, key: string): void;
  /** …and leaves it. */
  leave(roomId: number, key: string): void;
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

/** Keyed by the app's context, which every plugin of one app shares: a module asking from its own
 *  encapsulated instance gets the same counter, never a second one pushing every count again. */
const byApp = new WeakMap<object, Viewers>();

/** The app's viewer counts (started with the room list routes). */
export function viewersOf(app: FastifyInstance): Viewers {
  let viewers = byApp.get(app.ctx);
  if (!viewers) {
    viewers = watchViewers(app);
    byApp.set(app.ctx, viewers);
    // Before the realtime side closes its Redis clients: a count report sent after that would be
    // refused by a closed connection, outside any request to catch it.
    app.addHook('preClose', async () => viewers?.close());
  }
  return viewers;
}

/** The room a socket.io room's members watch: only the watchers' room of a room channel counts. */
const roomIdOf = (name: string) => {
  const watched = watchedChannel(name);
  const channel = watched === null ? null : parseChannel(watched);
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

  /** The room each local socket watches (the gateway keeps a socket in one watchers' room at most). */
  const watching = new Map<string, number>();
  /** Server-side viewers: key → room. */
  const present = new Map<string, number>();
  const local = new Map<number, number>();
  const remote = new Map<string, { at: number; counts: Map<number, number> }>();
  const lastPush = new Map<number, { at: number; viewers: number }>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const add = (roomId: number, by: number) => {
    const n = (local.get(roomId) ?? 0) + by;
    if (n > 0) local.set(roomId, n);
    else local.delete(roomId);
    changed(roomId);
  };

  const onJoin = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    if (roomId === null || watching.get(socketId) === roomId) return;
    const before = watching.get(socketId);
    if (before !== undefined) add(before, -1);
    watching.set(socketId, roomId);
    add(roomId, 1);
  };
  const onLeave = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    if (roomId === null || watching.get(socketId) !== roomId) return;
    watching.delete(socketId);
    add(roomId, -1);
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
    enter(roomId, key) {
      const before = present.get(key);
      if (before === roomId || closed) return;
      if (before !== undefined) add(before, -1);
      present.set(key, roomId);
      add(roomId, 1);
    },
    leave(roomId, key) {
      if (present.get(key) !== roomId) return;
      present.delete(key);
      add(roomId, -1);
    },
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
