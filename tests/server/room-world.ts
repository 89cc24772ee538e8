// Shared pieces of the room lifecycle and media suites: anchors with rooms, fans, the events a channel
// carried, and waiting for a room's status.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChannelEvent } from '../../contract/events';
import type { Db } from '../../server/db/client';
import { rooms } from '../../server/db/schema';
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
