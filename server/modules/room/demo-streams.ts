// Demo live video: with ffmpeg installed, two demo anchors go live at start with a generated test picture
// and the wall clock burned in, pushed over RTMP to our own media server (small and cheap on CPU).
// Started by server/main.ts only (never in tests), stopped before the app closes: no ffmpeg outlives us.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { MEDIA_APP } from '../../providers/media/embedded';
import { type FfmpegRun, runFfmpeg } from '../../providers/media/ffmpeg';
import { bindDemoMatches } from './demo-match';
import { upRoom } from './lifecycle';
import { roomOfAnchor } from './rooms';
import { rotateStreamKey } from './stream-key';

/** 主播阿杰 and 篮球老张 (server/db/seed). */
export const DEMO_STREAM_PHONES = ['13800000002', '13800000004'];

/** How often the demo rooms look for a match to show (the one shown may have ended). */
const DEMO_MATCH_CHECK_MS = 60_000;

/** ffmpeg arguments of one demo push: 640x360, 15 fps, one keyframe a second, ~400 kb/s. */
export function demoStreamArgs(url: string, label: string) {
  const clock = '%{localtime\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}';
  const text = (t: string, y: string, size: number) =>
    `drawtext=text='${t}':fontcolor=white:fontsize=${size}:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y=${y}`;
  return [
    ...['-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-vf', `${text(label, '24', 28)},${text(clock, 'h-72', 32)}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-g', '15', '-b:v', '400k', '-maxrate', '400k', '-bufsize', '800k'],
    ...['-c:a', 'aac', '-b:a', '48k', '-f', 'flv', url],
  ];
}

export interface DemoStreams {
  stop(): Promise<void>;
}

export async function startDemoStreams(
  app: FastifyInstance,
  ffmpeg: string,
  rtmpPort: number,
): Promise<DemoStreams> {
  const { db, bus } = app.ctx;
  const anchors = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, DEMO_STREAM_PHONES));
  const runs: FfmpegRun[] = [];
  const roomIds: number[] = [];
  for (const anchor of anchors) {
    const room = await roomOfAnchor(db, anchor.id).catch(() => null);
    if (!room) continue;
    // A fresh key each start: the demo push is the only publisher that knows it.
    const secret = await rotateStreamKey(db, room.id);
    roomIds.push(room.id);
    if (room.status === 'offline') await upRoom({ db, bus }, room, { title: room.title });
    const url = `rtmp://127.0.0.1:${rtmpPort}/${MEDIA_APP}/${room.streamName}?key=${secret}`;
    runs.push(
      runFfmpeg(ffmpeg, demoStreamArgs(url, `qiulive demo room ${room.id}`), (lines) =>
        app.log.warn({ roomId: room.id, ffmpeg: lines }, 'demo stream stopped'),
      ),
    );
    app.log.info({ roomId: room.id }, 'demo stream started');
  }
  // The feed fills today's matches in behind the open site: look now, then every minute.
  const bind = () =>
    bindDemoMatches({ db, bus }, roomIds).catch((err) =>
      app.log.warn({ err }, 'demo rooms could not bind a match'),
    );
  void bind();
  const binder = setInterval(bind, DEMO_MATCH_CHECK_MS);
  return {
    async stop() {
      clearInterval(binder);
      await Promise.all(runs.map((run) => run.stop(2000)));
    },
  };
}
