// Shared pieces of the room lifecycle and media suites: anchors with rooms, fans, the events a channel
// carried, and waiting for a room's status.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChannelEvent } from '../../contract/events';
import type { Db } from '../../server/db/client';
import { rooms } from '../../server/db/schema';
import { runFfmpeg } from '../../server/providers/media/ffmpeg';
import { createUserWithSession } from './users';

export async function newAnchorWithRoom(db: Db, title = '测试直播间') {
  const anchor = await createUserWithSession(db, { isAnchor: 1 });
  const [room] = await db
    .insert(rooms)
    .values({ anchorId: anchor.user.id, title, streamName: randomBytes(8).toString('hex') })
    .returning();
  return { ...anchor, room: room! };
}

export const roomRow = async (db: Db, roomId: number) =>
  (await db.select().from(rooms).where(eq(rooms.id, roomId)))[0]!;

/** Everything the bus has buffered for a channel, in order. */
export async function eventsOf(app: FastifyInstance, channel: string): Promise<ChannelEvent[]> {
  return (await app.ctx.bus.catchUp(channel, 0)).replay;
}

/** Polls the room's row until its status is `status` (the suite's timeout catches a room that never gets there). */
export async function untilStatus(db: Db, roomId: number, status: string, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const row = await roomRow(db, roomId);
    if (row.status === status) return row;
    if (Date.now() - started > timeoutMs)
      expect(row.status, `room ${roomId} never became ${status}`).toBe(status);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** ffmpeg pushing a `seconds`-long lavfi test picture (with sound) in real time to an RTMP port. */
export const pushTestPicture = (
  ffmpeg: string,
  rtmpPort: number,
  streamKey: string,
  seconds: number,
) =>
  runFfmpeg(ffmpeg, [
    ...['-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-pix_fmt', 'yuv420p', '-g', '15', '-c:a', 'aac', '-f', 'flv'],
    `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`,
  ]);
