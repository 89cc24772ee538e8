// Keeping replays' media within bounds: replays older than the retention days, then the oldest until the
// total is under the size cap, lose their media files; their records stay, marked 已过期. Pinned replays are
// kept whatever their age. Clips are files of their own and stay.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomRecordings } from '../../db/schema';
import type { ReplayRow } from './replays';

export interface Retention {
  retentionDays: number;
  maxBytes: number;
}

async function expire(db: Db, mediaDir: string, replay: ReplayRow, now: Date) {
  // The record first: a replay marked expired is never listed as playable, even if a delete fails.
  await db
    .update(roomRecordings)
    .set({ expiredAt: now })
    .where(and(eq(roomRecordings.id, replay.id), isNull(roomRecordings.expiredAt)));
  for (const part of replay.parts)
    await rm(path.join(mediaDir, part.dir), { recursive: true, force: true });
}

/** One pass: answers the ids of the replays it expired. */
export async function sweepReplays(
  db: Db,
  mediaDir: string,
  rules: Retention,
  now = new Date(),
): Promise<number[]> {
  const live = and(isNull(roomRecordings.expiredAt), eq(roomRecordings.pinned, false));
  const cutoff = new Date(now.getTime() - rules.retentionDays * 86_400_000);
  const old = await db
    .select()
    .from(roomRecordings)
    .where(and(live, lt(roomRecordings.createdAt, cutoff)));
  for (const r of old) await expire(db, mediaDir, r, now);
  const expired = old.map((r) => r.id);
  const [total] = await db
    .select({ bytes: sql<number>`coalesce(sum(${roomRecordings.sizeBytes}), 0)`.mapWith(Number) })
    .from(roomRecordings)
    .where(isNull(roomRecordings.expiredAt));
  let over = (total?.bytes ?? 0) - rules.maxBytes;
  if (over <= 0) return expired;
  const oldest = await db
    .select()
    .from(roomRecordings)
    .where(live)
    .orderBy(asc(roomRecordings.createdAt), asc(roomRecordings.id));
  for (const r of oldest) {
    if (over <= 0) break;
    await expire(db, mediaDir, r, now);
    expired.push(r.id);
    over -= r.sizeBytes;
  }
  return expired;
}

/** Pins (or unpins) a replay: a pinned one never expires and lists first. False when there is none. */
export async function pinReplay(db: Db, id: number, pinned: boolean) {
  const rows = await db
    .update(roomRecordings)
    .set({ pinned })
    .where(eq(roomRecordings.id, id))
    .returning({ id: roomRecordings.id });
  return rows.length > 0;
}
