// Covers of live rooms taken from the stream itself: every 45 s one frame of each live room, pulled by ffmpeg
// from the embedded media server's loopback RTMP, scaled to the card (320x180) and kept as
// MEDIA_DIR/covers/<streamName>.jpg; the lists and the room show it while the room is live (a versioned
// URL, so the long cache of /media files never shows an old frame), the anchor's own cover otherwise.
// CPU stays bounded: one ffmpeg at a time, at low priority, killed past a timeout.
import { mkdir, rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RoomCard } from '../../../contract/calls/room';
import { rooms } from '../../db/schema';
import { MEDIA_APP } from '../../providers/media/embedded';
import { runFfmpeg } from '../../providers/media/ffmpeg';
import { MEDIA_ROOT } from './play-urls';

export const COVER_EVERY_MS = 45_000;
/** How soon a live room without a frame yet is tried again. */
const FIRST_FRAME_RETRY_MS = 10_000;
/** A frame that has not come in this long is given up (a stalled stream). */
const GRAB_TIMEOUT_MS = 10_000;
/** Above normal nice: a cover never competes with the event loop or the pushes. */
const NICE = 10;

export const coverFile = (dir: string, streamName: string) =>
  path.join(dir, 'covers', `${streamName}.jpg`);

/** ffmpeg arguments: the first frame it can decode (a keyframe a second), 320x180, a small JPEG. */
export function grabArgs(source: string, file: string) {
  return [
    ...['-rw_timeout', '5000000', '-i', source, '-an', '-frames:v', '1'],
    ...['-vf', 'scale=320:180:force_original_aspect_ratio=increase,crop=320:180', '-q:v', '6'],
    ...['-y', '-f', 'image2', file],
  ];
}

export interface LiveCovers {
  /** The frame URL of a live room that has one, else undefined. */
  urlOf(roomId: number): string | undefined;
  stop(): Promise<void>;
}

const byApp = new WeakMap<FastifyInstance, LiveCovers>();

/** A card (or the room detail) with the stream's frame as its cover while the room is live. */
export function withLiveCover<T extends Pick<RoomCard, 'roomId' | 'status' | 'cover'>>(
  app: FastifyInstance,
  card: T,
): T {
  const url = card.status === 'live' ? byApp.get(app)?.urlOf(card.roomId) : undefined;
  return url ? { ...card, cover: url } : card;
}

export function startLiveCovers(
  app: FastifyInstance,
  ffmpeg: string,
  rtmpPort: number,
  everyMs = COVER_EVERY_MS,
): LiveCovers {
  const { db, config } = app.ctx;
  const dir = config.media.dir;
  const urls = new Map<number, string>();
  let stopped = false;
  let current: ReturnType<typeof runFfmpeg> | null = null;

  async function grab(roomId: number, streamName: string) {
    const file = coverFile(dir, streamName);
    const partial = `${file}.part.jpg`;
    await mkdir(path.dirname(file), { recursive: true });
    const run = runFfmpeg(
      ffmpeg,
      grabArgs(`rtmp://127.0.0.1:${rtmpPort}/${MEDIA_APP}/${streamName}`, partial),
    );
    current = run;
    if (run.child.pid) setPriority(run.child.pid, NICE);
    const timer = setTimeout(() => void run.stop(1000), GRAB_TIMEOUT_MS);
    const code = await run.exited;
    clearTimeout(timer);
    current = null;
    if (code !== 0) {
      await rm(partial, { force: true });
      return;
    }
    await rename(partial, file);
    urls.set(roomId, `${MEDIA_ROOT}/covers/${streamName}.jpg?v=${Date.now()}`);
  }

  /** Takes each live room's frame; true when a live room is still without one (its stream not up yet). */
  async function round(): Promise<boolean> {
    const live = await db
      .select({ id: rooms.id, streamName: rooms.streamName })
      .from(rooms)
      .where(eq(rooms.status, 'live'));
    const ids = new Set(live.map((r) => r.id));
    for (const id of [...urls.keys()]) if (!ids.has(id)) urls.delete(id);
    // One after another: never more than one ffmpeg decoding for covers.
    for (const room of live) {
      if (stopped) break;
      if (app.media.server?.isPublishing(room.streamName))
        await grab(room.id, room.streamName).catch((err) =>
          app.log.warn({ err, roomId: room.id }, 'live cover failed'),
        );
    }
    return live.some((room) => !urls.has(room.id));
  }

  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout>;
  const next = (wait: number) => {
    timer = setTimeout(() => {
      running = round()
        .catch((err) => {
          app.log.warn({ err }, 'live covers: round failed');
          return false;
        })
        .then((missing) => {
          // A room that has just gone live gets its first frame soon, not a full period later.
          if (!stopped) next(missing ? Math.min(everyMs, FIRST_FRAME_RETRY_MS) : everyMs);
        });
    }, wait);
    timer.unref();
  };
  // The first round soon after start: the streams need a few seconds to be up.
  next(Math.min(everyMs, FIRST_FRAME_RETRY_MS));

  const covers: LiveCovers = {
    urlOf: (roomId) => urls.get(roomId),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current?.stop(1000);
      await running;
    },
  };
  byApp.set(app, covers);
  return covers;
}
