// Helpers for the chat suites: an anchor with a room, viewers, managers and nobles, chat calls with a token,
// and the events a room channel holds (read back from the bus's replay buffer).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChannelEvent, EventType } from '../../contract/events';
import { channels } from '../../contract/events';
import type { Db } from '../../server/db/client';
import { roomBans, roomManagers, rooms, userNobility } from '../../server/db/schema';
import { api, getAs, postJson } from './profile-fixtures';
import { createUserWithSession } from './users';

export type Person = Awaited<ReturnType<typeof createUserWithSession>>;

/** A new anchor and the room it runs (slow mode off unless asked). */
export async function newRoom(db: Db, slowModeSeconds = 0) {
  const anchor = await createUserWithSession(db, { isAnchor: 1 });
  const [room] = await db
    .insert(rooms)
    .values({
      anchorId: anchor.user.id,
      title: '测试直播间',
      notice: '文明观赛',
      streamName: randomBytes(8).toString('hex'),
      slowModeSeconds,
    })
    .returning();
  return { anchor, room: room! };
}

export const newViewer = (db: Db, level = 0) => createUserWithSession(db, { level });

export async function makeManager(db: Db, roomId: number, userId: number) {
  const [row] = await db.insert(roomManagers).values({ roomId, userId }).returning();
  return row!;
}

export async function makeBanned(db: Db, roomId: number, userId: number, bannedBy: number) {
  const [row] = await db.insert(roomBans).values({ roomId, userId, bannedBy }).returning();
  return row!;
}

/** Gives the user a nobility tier for a month. */
export async function makeNoble(db: Db, userId: number, tier: number) {
  await db
    .insert(userNobility)
    .values({ userId, tier, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
}

export const say = (app: FastifyInstance, who: Person | null, body: Record<string, unknown>) =>
  postJson(app, '/api/chat/msg', body, who?.token);

/** GET with a query string, as the spec's ban and manager calls are. */
export const getWith = (
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number>,
  who?: Person,
) =>
  getAs(
    app,
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    who?.token,
  );

/** The events of a type the room's channel has published so far. */
export async function roomEvents<T extends EventType>(
  app: FastifyInstance,
  roomId: number,
  type: T,
) {
  const { replay } = await app.ctx.bus.catchUp(channels.room(roomId), 0);
  return replay.filter((e): e is Extract<ChannelEvent, { type: T }> => e.type === type);
}

export { api };
