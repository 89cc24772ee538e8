// Watch minutes: logged-in users with a live room's page open (the gateway's watchers of room:<id>, the same
// joins the viewer count reads) earn experience per minute watched. Time is kept in memory per user — one
// user watching in several tabs counts once — and credited in one batch a minute, never per socket event.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { parseChannel, watchedChannel } from '../../../contract/events';
import { EXP_PER_WATCH_MINUTE, sourceRules } from '../../../contract/grade';
import { rooms } from '../../db/schema';
import { gradeNow } from './clock';
import { earnQuietly } from './experience';

const MINUTE = 60_000;
/** Never more time waits in memory than the day's cap can take. */
const PENDING_MAX = (sourceRules.watch.dailyCap / EXP_PER_WATCH_MINUTE) * MINUTE;

interface Watcher {
  /** socket id → room id */
  sockets: Map<string, number>;
  /** Counting since (null when no socket watches). */
  since: number | null;
  pending: number;
}

export interface WatchTracker {
  /** Credits every whole minute watched so far (the timer calls it; tests call it with their clock). */
  flush(): Promise<void>;
  close(): void;
}

const roomIdOf = (name: string) => {
  const watched = watchedChannel(name);
  const channel = watched === null ? null : parseChannel(watched);
  return channel?.kind === 'room' ? channel.roomId : null;
};

const byApp = new WeakMap<object, WatchTracker>();

export function watchTrackerOf(app: FastifyInstance): WatchTracker {
  let tracker = byApp.get(app.ctx);
  if (!tracker) {
    tracker = trackWatching(app);
    byApp.set(app.ctx, tracker);
    app.addHook('preClose', async () => tracker?.close());
  }
  return tracker;
}

function trackWatching(app: FastifyInstance, everyMs = MINUTE): WatchTracker {
  const { ctx } = app;
  const now = () => gradeNow(ctx);
  const watchers = new Map<number, Watcher>();
  const userOfSocket = new Map<string, number>();
  let namespace: Namespace | null = null;
  let closed = false;
  let running: Promise<void> | null = null;

  const accrue = (w: Watcher, at: number) => {
    if (w.since !== null) w.pending = Math.min(PENDING_MAX, w.pending + Math.max(0, at - w.since));
    w.since = w.sockets.size > 0 ? at : null;
  };

  const onJoin = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    if (roomId === null || !namespace) return;
    const user = namespace.sockets.get(socketId)?.data?.user as { id: number } | null | undefined;
    if (!user) return;
    userOfSocket.set(socketId, user.id);
    const w = watchers.get(user.id) ?? { sockets: new Map(), since: null, pending: 0 };
    watchers.set(user.id, w);
    if (w.sockets.size === 0) w.since = now();
    w.sockets.set(socketId, roomId);
  };
  const onLeave = (room: string, socketId: string) => {
    const roomId = roomIdOf(room);
    const userId = userOfSocket.get(socketId);
    if (roomId === null || userId === undefined) return;
    const w = watchers.get(userId);
    if (!w || w.sockets.get(socketId) !== roomId) return;
    w.sockets.delete(socketId);
    userOfSocket.delete(socketId);
    if (w.sockets.size === 0) accrue(w, now());
  };

  function attach() {
    namespace = app.io.of('/') as unknown as Namespace;
    namespace.adapter.on('join-room', onJoin);
    namespace.adapter.on('leave-room', onLeave);
  }
  if (app.io) attach();
  else app.addHook('onReady', async () => attach());

  async function flushNow() {
    const at = now();
    const watched = new Set<number>();
    for (const w of watchers.values()) for (const roomId of w.sockets.values()) watched.add(roomId);
    const live = new Set(
      watched.size === 0
        ? []
        : (
            await ctx.db
              .select({ id: rooms.id })
              .from(rooms)
              .where(and(inArray(rooms.id, [...watched]), eq(rooms.status, 'live')))
          ).map((r) => r.id),
    );
    const due: [number, number][] = [];
    for (const [userId, w] of watchers) {
      // Time on an off-air room's page is not watching: the clock restarts without counting it.
      const onAir = [...w.sockets.values()].some((roomId) => live.has(roomId));
      if (onAir || w.sockets.size === 0) accrue(w, at);
      else w.since = at;
      const minutes = Math.floor(w.pending / MINUTE);
      if (minutes > 0) {
        w.pending -= minutes * MINUTE;
        due.push([userId, minutes]);
      }
      if (w.sockets.size === 0 && w.pending < MINUTE) watchers.delete(userId);
    }
    for (const [userId, minutes] of due) {
      await earnQuietly(
        ctx,
        {
          userId,
          source: 'watch',
          amount: minutes * EXP_PER_WATCH_MINUTE,
          ref: `watch:${userId}:${at}:${Math.random().toString(36).slice(2, 10)}`,
        },
        app.log,
      );
    }
  }

  const flush = () => {
    // One flush at a time: the timer and a test's call never credit the same minutes twice.
    const next = (running ?? Promise.resolve()).then(flushNow);
    running = next.catch(() => {});
    return next;
  };

  const timer = setInterval(() => {
    if (!closed)
      flush().catch((err: unknown) => app.log.warn({ err }, 'watch minutes: flush failed'));
  }, everyMs);
  timer.unref();

  return {
    flush,
    close() {
      closed = true;
      clearInterval(timer);
      namespace?.adapter.off('join-room', onJoin);
      namespace?.adapter.off('leave-room', onLeave);
    },
  };
}
