// Reading horns: the newest first one page at a time, and what the send dialog shows (price, length, free left).
import { count, desc } from 'drizzle-orm';
import { HORN_CONTENT_MAX } from '../../../contract/calls/chat';
import type { Db } from '../../db/client';
import { horns } from '../../db/schema';
import { freeHornsLeft } from './free-horns';
import { hornPrice } from './send';

export async function recentHorns(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(horns)
      .orderBy(desc(horns.createdAt), desc(horns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(horns),
  ]);
  return {
    list: rows.map((h) => ({
      id: h.id,
      userId: h.userId,
      nickName: h.nickName,
      content: h.content,
      roomId: h.roomId,
      at: h.createdAt.getTime(),
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function hornSendInfo(db: Db, userId: number | null, now = Date.now()) {
  return {
    price: await hornPrice(db),
    maxLength: HORN_CONTENT_MAX,
    freeLeft: userId === null ? 0 : await freeHornsLeft(db, userId, now),
  };
}
