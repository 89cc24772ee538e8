// The reports desk's queue: every kind of report the site files (rooms, comments, posts) as one list, with the
// reported content as text, reporter and target, how many reports the same target had, the claim and the decision.
import { desc, eq, inArray } from 'drizzle-orm';
import type { ModerationReport, ReportKind } from '../../../contract/calls/admin-moderation';
import type { Db } from '../../db/client';
import {
  adminReportHandling,
  commentReports,
  comments,
  postReports,
  posts,
  roomReports,
  rooms,
  users,
} from '../../db/schema';

/** At most this many of each kind are read for one page (the queue is worked oldest first). */
const PER_KIND_MAX = 500;

interface Row {
  kind: ReportKind;
  reportId: number;
  reason: string;
  detail: string;
  reporterId: number;
  targetUserId: number;
  targetId: number;
  content: string;
  contentRemoved: boolean;
  link: string;
  status: string;
  createdAt: Date;
}

async function roomRows(db: Db, status: 'open' | 'done'): Promise<Row[]> {
  const rows = await db
    .select({
      id: roomReports.id,
      roomId: roomReports.roomId,
      anchorId: rooms.anchorId,
      title: rooms.title,
      reporterId: roomReports.reporterId,
      reason: roomReports.reason,
      detail: roomReports.detail,
      status: roomReports.status,
      createdAt: roomReports.createdAt,
    })
    .from(roomReports)
    .innerJoin(rooms, eq(rooms.id, roomReports.roomId))
    .where(eq(roomReports.status, status))
    .orderBy(desc(roomReports.id))
    .limit(PER_KIND_MAX);
  return rows.map((r) => ({
    kind: 'room',
    reportId: r.id,
    reason: r.reason,
    detail: r.detail,
    reporterId: r.reporterId,
    targetUserId: r.anchorId,
    targetId: r.roomId,
    content: `直播间 ${r.roomId}${r.title ? `「${r.title}」` : ''}`,
    contentRemoved: false,
    link: '',
    status: r.status,
    createdAt: r.createdAt,
  }));
}

async function commentRows(db: Db, status: 'open' | 'done'): Promise<Row[]> {
  const rows = await db
    .select({
      id: commentReports.id,
      commentId: commentReports.commentId,
      writerId: comments.userId,
      content: comments.content,
      commentStatus: comments.status,
      reporterId: commentReports.reporterId,
      reason: commentReports.reason,
      detail: commentReports.detail,
      status: commentReports.status,
      createdAt: commentReports.createdAt,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(eq(commentReports.status, status))
    .orderBy(desc(commentReports.id))
    .limit(PER_KIND_MAX);
  return rows.map((r) => ({
    kind: 'comment',
    reportId: r.id,
    reason: r.reason,
    detail: r.detail,
    reporterId: r.reporterId,
    targetUserId: r.writerId,
    targetId: r.commentId,
    content: r.content,
    contentRemoved: r.commentStatus !== 1,
    link: '',
    status: r.status,
    createdAt: r.createdAt,
  }));
}

async function postRows(db: Db, status: 'open' | 'done'): Promise<Row[]> {
  const rows = await db
    .select({
      id: postReports.id,
      postId: postReports.postId,
      writerId: posts.userId,
      content: posts.content,
      postStatus: posts.status,
      reporterId: postReports.reporterId,
      reason: postReports.reason,
      detail: postReports.detail,
      status: postReports.status,
      createdAt: postReports.createdAt,
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(eq(postReports.status, status))
    .orderBy(desc(postReports.id))
    .limit(PER_KIND_MAX);
  return rows.map((r) => ({
    kind: 'post',
    reportId: r.id,
    reason: r.reason,
    detail: r.detail,
    reporterId: r.reporterId,
    targetUserId: r.writerId,
    targetId: r.postId,
    content: r.content,
    contentRemoved: r.postStatus !== 1,
    link: `/community/${r.postId}`,
    status: r.status,
    createdAt: r.createdAt,
  }));
}

/** Reports filed against each target before each report: `${kind}:${targetId}` → ids ascending. */
async function reportIdsByTarget(db: Db, rows: Row[]) {
  const out = new Map<string, number[]>();
  const ids = (kind: ReportKind) => [
    ...new Set(rows.filter((r) => r.kind === kind).map((r) => r.targetId)),
  ];
  const add = (kind: ReportKind, list: { t: number; id: number }[]) => {
    for (const { t, id } of list) {
      const key = `${kind}:${t}`;
      out.set(key, [...(out.get(key) ?? []), id]);
    }
  };
  const [r, c, p] = [ids('room'), ids('comment'), ids('post')];
  if (r.length > 0)
    add(
      'room',
      await db
        .select({ t: roomReports.roomId, id: roomReports.id })
        .from(roomReports)
        .where(inArray(roomReports.roomId, r)),
    );
  if (c.length > 0)
    add(
      'comment',
      await db
        .select({ t: commentReports.commentId, id: commentReports.id })
        .from(commentReports)
        .where(inArray(commentReports.commentId, c)),
    );
  if (p.length > 0)
    add(
      'post',
      await db
        .select({ t: postReports.postId, id: postReports.id })
        .from(postReports)
        .where(inArray(postReports.postId, p)),
    );
  return out;
}

export interface QueueQuery {
  status: 'open' | 'done';
  kind?: ReportKind | undefined;
  page: number;
  pageSize: number;
}

export async function reportQueue(db: Db, adminId: number, q: QueueQuery) {
  const kinds: ReportKind[] = q.kind ? [q.kind] : ['room', 'comment', 'post'];
  const readers = { room: roomRows, comment: commentRows, post: postRows };
  const all = (await Promise.all(kinds.map((k) => readers[k](db, q.status)))).flat();
  // Open: oldest first (the queue is worked in order); done: newest first (the history).
  all.sort((a, b) =>
    q.status === 'open'
      ? a.createdAt.getTime() - b.createdAt.getTime()
      : b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const slice = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const refs = slice.map((r) => `${r.kind}:${r.reportId}`);
  const personIds = [...new Set(slice.flatMap((r) => [r.reporterId, r.targetUserId]))];
  const [people, handling, byTarget] = await Promise.all([
    personIds.length === 0
      ? []
      : db
          .select({ id: users.id, nickName: users.nickName })
          .from(users)
          .where(inArray(users.id, personIds)),
    refs.length === 0
      ? []
      : db.select().from(adminReportHandling).where(inArray(adminReportHandling.ref, refs)),
    reportIdsByTarget(db, slice),
  ]);
  const names = new Map(people.map((u) => [u.id, u.nickName]));
  const handled = new Map(handling.map((h) => [h.ref, h]));
  const now = Date.now();
  const list: ModerationReport[] = slice.map((r) => {
    const ref = `${r.kind}:${r.reportId}`;
    const h = handled.get(ref);
    const claimed = h?.claimExpiresAt && h.claimExpiresAt.getTime() > now && r.status === 'open';
    return {
      ref,
      kind: r.kind,
      reportId: r.reportId,
      reason: r.reason,
      detail: r.detail,
      reporter: { id: r.reporterId, nickName: names.get(r.reporterId) ?? '已注销用户' },
      target: { id: r.targetUserId, nickName: names.get(r.targetUserId) ?? '已注销用户' },
      content: r.content,
      link: r.link,
      contentRemoved: r.contentRemoved,
      earlier: (byTarget.get(`${r.kind}:${r.targetId}`) ?? []).filter((id) => id < r.reportId)
        .length,
      createdAt: r.createdAt.getTime(),
      open: r.status === 'open',
      claim: claimed
        ? {
            username: h.claimedUsername,
            mine: h.claimedBy === adminId,
            expiresAt: h.claimExpiresAt!.getTime(),
          }
        : null,
      decision:
        h?.action && h.decidedAt
          ? {
              action: h.action,
              reason: h.reason,
              username: h.decidedUsername,
              at: h.decidedAt.getTime(),
            }
          : null,
    };
  });
  return { list, total: all.length, page: q.page, pageSize: q.pageSize };
}

/** One report's target, for an act: whose content, which comment/post/room, and whether it is still open. */
export async function reportTarget(db: Db, kind: ReportKind, id: number) {
  if (kind === 'room') {
    const [r] = await db
      .select({
        userId: rooms.anchorId,
        targetId: roomReports.roomId,
        status: roomReports.status,
        reporterId: roomReports.reporterId,
      })
      .from(roomReports)
      .innerJoin(rooms, eq(rooms.id, roomReports.roomId))
      .where(eq(roomReports.id, id));
    return r ?? null;
  }
  if (kind === 'comment') {
    const [r] = await db
      .select({
        userId: comments.userId,
        targetId: commentReports.commentId,
        status: commentReports.status,
        reporterId: commentReports.reporterId,
      })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(eq(commentReports.id, id));
    return r ?? null;
  }
  const [r] = await db
    .select({
      userId: posts.userId,
      targetId: postReports.postId,
      status: postReports.status,
      reporterId: postReports.reporterId,
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(eq(postReports.id, id));
  return r ?? null;
}
