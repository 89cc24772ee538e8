// Demo live video: with ffmpeg installed, every demo anchor goes live at start through the go-live path of
// the anchor console (upRoom, with a match of the room's sport), and pushes one pre-encoded loop over RTMP
// to our own media server with stream copy (demo-loop.ts): six live rooms for a few hundredths of a core.
// They are recorded like any broadcast (about 135 MB an hour each, kept under PLAYBACK_MAX_GB by retention),
// and a room ends its broadcast when its match is over and it moves on: a replay per match.
// Started by server/main.ts only (never in tests), stopped before the app closes: no ffmpeg outlives us.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { MEDIA_APP } from '../../providers/media/embedded';
import { type FfmpegRun, runFfmpeg } from '../../providers/media/ffmpeg';
import { ensureDemoLoop, loopPushArgs } from './demo-loop';
import { bindDemoMatches, demoMatchFor, sportOfNav } from './demo-match';
import { upRoom } from './lifecycle';
import { roomOfAnchor } from './rooms';
import { boundMatch } from './settings';
import { rotateStreamKey } from './stream-key';

/** The demo anchors (server/db/seed): 主播阿杰, then the five of demoAnchors. */
export const DEMO_STREAM_PHONES = [
  '13800000002',
  '13800000004',
  '13800000005',
  '13800000006',
  '13800000007',
  '13800000008',
];

/** How often the demo rooms look whether the match they show is over. */
const DEMO_MATCH_CHECK_MS = 60_000;
/** A push that died (media server restarted, ffmpeg killed) is started again after this long. */
const RESTART_MS = 5_000;

export interface DemoStreams {
  /** The rooms the demo keeps live. */
  roomIds: number[];
  stop(): Promise<void>;
}

export async function startDemoStreams(
  app: FastifyInstance,
  ffmpeg: string,
  rtmpPort: number,
): Promise<DemoStreams> {
  const { db, bus, config } = app.ctx;
  const loop = await ensureDemoLoop(ffmpeg, config.media.dir);
  const anchors = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, DEMO_STREAM_PHONES));
  const runs = new Map<number, FfmpegRun>();
  const roomIds: number[] = [];
  /** Rooms put up before the feed had a match of their sport: bound once one arrives. */
  const unbound = new Set<number>();
  let stopped = false;

  const push = (roomId: number, url: string) => {
    const run = runFfmpeg(ffmpeg, loopPushArgs(loop, url), (lines) =>
      app.log.warn({ roomId, ffmpeg: lines }, 'demo stream stopped'),
    );
    runs.set(roomId, run);
    void run.exited.then(() => {
      if (stopped) return;
      setTimeout(() => !stopped && push(roomId, url), RESTART_MS).unref();
    });
  };

  for (const anchor of anchors) {
    const room = await roomOfAnchor(db, anchor.id).catch(() => null);
    if (!room) continue;
    // A fresh key each start: the demo push is the only publisher that knows it.
    const secret = await rotateStreamKey(db, room.id);
    roomIds.push(room.id);
    if (room.status === 'offline') {
      // 开播 as the anchor console does it: a title and a match of the room's sport, checked the same way.
      const sport = sportOfNav(room.navId);
      const matchId = await demoMatchFor(db, sport);
      const match = matchId === null ? undefined : await boundMatch(db, matchId, sport);
      await upRoom({ db, bus }, room, { title: room.title, ...match });
      if (matchId === null) unbound.add(room.id);
    } else if (room.matchId === null) unbound.add(room.id);
    push(room.id, `rtmp://127.0.0.1:${rtmpPort}/${MEDIA_APP}/${room.streamName}?key=${secret}`);
    app.log.info({ roomId: room.id }, 'demo stream started');
  }
  // The feed fills today's matches in behind the open site: look now, then every minute.
  const bind = () =>
    // A room that moves on ends its broadcast there (the push comes back within the grace period): each
    // match it showed is a replay of its own, with that match's chapters and goal clips.
    bindDemoMatches({ db, bus }, roomIds, unbound, (room) =>
      app.media.server?.kick(room.streamName),
    ).catch((err) => app.log.warn({ err }, 'demo rooms could not bind a match'));
  void bind();
  const binder = setInterval(bind, DEMO_MATCH_CHECK_MS);
  return {
    roomIds,
    async stop() {
      stopped = true;
      clearInterval(binder);
      await Promise.all([...runs.values()].map((run) => run.stop(2000)));
    },
  };
}
