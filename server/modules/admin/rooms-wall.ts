// The live-room wall: every up room (live or waiting for its stream) as a card with the stream's latest frame
// (the room module's live covers: one ffmpeg at a time, a frame per room every 45 s), its viewers, match and
// how long it has been up. Live rooms first, the most watched first.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WallRoom } from '../../../contract/calls/admin-rooms';
import { rooms } from '../../db/schema';
import { cardRows, cardsOf, viewersOf, withLiveCover } from '../room/service';

export async function roomWall(app: FastifyInstance): Promise<{ list: WallRoom[]; at: number }> {
  const { db } = app.ctx;
  const up = ['live', 'waiting'] as const;
  const rows = await cardRows(db).where(inArray(rooms.status, [...up]));
  const times = new Map(
    (
      await db
        .select({ id: rooms.id, upAt: rooms.upAt, liveAt: rooms.liveAt })
        .from(rooms)
        .where(inArray(rooms.status, [...up]))
    ).map((r) => [r.id, r] as const),
  );
  const cards = await cardsOf(db, viewersOf(app), rows);
  const list = cards
    .map((card) => {
      const t = times.get(card.roomId);
      return {
        ...withLiveCover(app, card),
        upAt: t?.upAt?.getTime() ?? null,
        liveAt: t?.liveAt?.getTime() ?? null,
      };
    })
    .sort(
      (a, b) =>
        Number(b.status === 'live') - Number(a.status === 'live') ||
        b.viewers - a.viewers ||
        a.roomId - b.roomId,
    );
  return { list, at: Date.now() };
}
