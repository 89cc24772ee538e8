// Helpers for the community suites: circles made in the database, the calls as a page makes them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { circles } from '../../server/db/schema';
import { joinCircle } from '../../server/modules/community/service';
import { createUserWithSession } from './users';

export async function makeCircle(
  db: Db,
  name: string,
  extra: Partial<typeof circles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(circles)
    .values({ name, kind: 'topic', description: `${name}的圈子`, ...extra })
    .returning();
  return row!;
}

/** A fresh user, a member (or moderator) of the circle when one is given. */
export async function person(
  db: Db,
  circleId?: number,
  role?: 'member' | 'moderator',
  isAnchor = 0,
) {
  const p = await createUserWithSession(db, { isAnchor });
  if (circleId !== undefined) await joinCircle(db, p.user.id, circleId, role ?? 'member');
  return p;
}

export function calls(app: FastifyInstance) {
  const headers = (token?: string | null) => (token ? { accesstoken: token } : {});
  const post = (path: string, body: unknown, token?: string | null) =>
    app.inject({
      method: 'POST',
      url: `/gw${path}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers(token) },
    });
  const get = (path: string, token?: string | null) =>
    app.inject({ url: `/gw${path}`, headers: headers(token) });
  return {
    post,
    get,
    addPost: (body: Record<string, unknown>, token?: string | null) =>
      post('/inform/post/addSave', body, token),
    general: (body: Record<string, unknown>, token?: string | null) =>
      post('/inform/post/list/general', body, token),
    anchor: (body: Record<string, unknown>, token?: string | null) =>
      post('/inform/post/list/anchor', body, token),
    like: (id: number, token?: string | null) => get(`/inform/post/like/${id}`, token),
    detail: (id: number, token?: string | null) => get(`/inform/post/detail/${id}`, token),
    comment: (body: Record<string, unknown>, token?: string | null) =>
      post('/inform/comment/reply', body, token),
    moderate: (postId: number, action: string, token?: string | null) =>
      post('/inform/post/moderate', { postId, action }, token),
    addPic: (files: string[], token?: string | null) =>
      post('/inform/post/addPic/base64', { files }, token),
  };
}

export const ids = (page: { list: { id: number }[] }) => page.list.map((p) => p.id);
