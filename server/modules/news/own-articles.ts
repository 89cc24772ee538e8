// Anchors and experts writing their own articles (/v/new): save a draft, submit it for review, list and
// withdraw their own. Operators publish what is in review (the operator CLI); readers see published only.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  type ArticleDraft,
  type ArticleStatusName,
  articleDraft,
  editableStatuses,
  type MyArticle,
  withdrawableStatuses,
} from '../../../contract/calls/news-authoring';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { newsArticles, newsCategories, newsColumns } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findMatch } from '../match/service';
import { findIssuedUpload } from '../upload/service';
import type { SessionUser } from '../user/sessions';
import { authoredBody, bodyText } from './authored-body';
import { newsChanged } from './read-cache';

type Draft = ReturnType<typeof articleDraft.parse>;

/** 2 anchor, 3 expert; null for everyone else (they may not write). An expert writes as an expert. */
export const authorKindOf = (user: Pick<SessionUser, 'isAnchor' | 'isExpert'>) =>
  user.isExpert === 1 ? 3 : user.isAnchor === 1 ? 2 : null;

function authorKindOrRefuse(user: SessionUser) {
  const kind = authorKindOf(user);
  if (kind === null) throw new ApiError(errors.newsAuthorOnly);
  return kind;
}

/** The column and (optional) category, checked to belong together. */
async function placeOf(db: Db, columnNo: string, categoryId: number | null | undefined) {
  const [column] = await db
    .select({ id: newsColumns.id })
    .from(newsColumns)
    .where(eq(newsColumns.columnNo, columnNo));
  if (!column) throw new ApiError(errors.newsColumnNotFound);
  if (categoryId == null) return { columnId: column.id, categoryId: null };
  const [category] = await db
    .select({ columnId: newsCategories.columnId })
    .from(newsCategories)
    .where(eq(newsCategories.id, categoryId));
  if (!category || category.columnId !== column.id) throw new ApiError(errors.newsCategoryMismatch);
  return { columnId: column.id, categoryId };
}

/** A linked match of either sport tags the article with its teams and competition (related articles). */
async function tagsOf(db: Db, matchId: number | null | undefined) {
  if (matchId == null) return { matchIds: [], teamIds: [], competitionIds: [] };
  for (const sport of ['football', 'basketball'] as const) {
    try {
      const m = await findMatch(db, matchId, sport);
      return {
        matchIds: [m.id],
        teamIds: [m.homeTeamId, m.awayTeamId],
        competitionIds: [m.competitionId],
      };
    } catch (err) {
      if (err instanceof ApiError && err.error === errors.matchTypeMismatch) continue;
      if (err instanceof ApiError && err.error === errors.matchNotFound)
        throw new ApiError(errors.newsMatchNotFound);
      throw err;
    }
  }
  throw new ApiError(errors.newsMatchNotFound);
}

/** The cover must be an image this user uploaded: nobody dresses an article in another's picture. */
async function coverOf(ctx: AppContext, userId: number, cover: string | undefined) {
  if (!cover) return '';
  const upload = await findIssuedUpload(ctx, cover);
  if (!upload || upload.userId !== userId || upload.kind !== 'image')
    throw new ApiError(errors.newsCoverInvalid);
  return upload.url;
}

/** The author's own row, for a change: someone else's article is refused, a missing one is 404. */
async function ownRow(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ authorId: newsArticles.authorId, status: newsArticles.status })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!row) throw new ApiError(errors.newsNotFound);
  if (row.authorId !== userId) throw new ApiError(errors.newsArticleNotYours);
  return { ...row, status: row.status as ArticleStatusName };
}

const summaryOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

async function store(
  ctx: AppContext,
  user: SessionUser,
  input: ArticleDraft,
  to: 'draft' | 'review',
) {
  const { db } = ctx;
  const authorKind = authorKindOrRefuse(user);
  // Routes hand over parsed input; the service parses again so a caller inside the server (a test, a
  // script) meets the same rules.
  const a: Draft = articleDraft.parse(input);
  const current = a.id === undefined ? null : (await ownRow(db, user.id, a.id)).status;
  if (current !== null && !editableStatuses.includes(current))
    throw new ApiError(errors.newsArticleLocked);
  const body = await authoredBody(ctx, a.body);
  const text = bodyText(body);
  // A draft may be empty; what goes to an operator has something to read.
  if (to === 'review' && text.trim() === '' && !body.includes('<img'))
    throw new ApiError(errors.newsBodyEmpty);
  const place = await placeOf(db, a.columnNo, a.categoryId);
  const tags = await tagsOf(db, a.matchId);
  const cover = await coverOf(ctx, user.id, a.cover);
  const values = {
    title: a.title,
    summary: a.summary || summaryOf(text),
    cover,
    body,
    authorKind,
    ...place,
    ...tags,
    status: to,
    updatedAt: new Date(),
  };
  // The status is checked again in the write: a submit or a withdraw in between wins.
  const where =
    a.id === undefined || current === null
      ? undefined
      : and(
          eq(newsArticles.id, a.id),
          eq(newsArticles.authorId, user.id),
          eq(newsArticles.status, current),
        );
  const [row] = where
    ? await db.update(newsArticles).set(values).where(where).returning(saved)
    : await db
        .insert(newsArticles)
        .values({ ...values, authorId: user.id })
        .returning(saved);
  if (!row) throw new ApiError(errors.newsArticleLocked);
  return toSaved(row);
}

const saved = {
  id: newsArticles.id,
  status: newsArticles.status,
  updatedAt: newsArticles.updatedAt,
};
const toSaved = (r: { id: number; status: string; updatedAt: Date }) => ({
  id: r.id,
  status: r.status as ArticleStatusName,
  updatedAt: r.updatedAt.toISOString(),
});

/** 保存草稿: creates an article, or updates the author's own draft (a withdrawn one becomes a draft again). */
export const saveArticleDraft = (ctx: AppContext, user: SessionUser, input: ArticleDraft) =>
  store(ctx, user, input, 'draft');

/** 提交审核: saves, then the article waits in review for an operator. */
export const submitArticle = (ctx: AppContext, user: SessionUser, input: ArticleDraft) =>
  store(ctx, user, input, 'review');

const mine = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  cover: newsArticles.cover,
  columnNo: newsColumns.columnNo,
  columnName: newsColumns.name,
  categoryId: newsArticles.categoryId,
  matchIds: newsArticles.matchIds,
  status: newsArticles.status,
  createdAt: newsArticles.createdAt,
  updatedAt: newsArticles.updatedAt,
  publishedAt: newsArticles.publishedAt,
  viewCount: newsArticles.viewCount,
};

const selectMine = (db: Db) =>
  db
    .select(mine)
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .$dynamic();

type MineRow = Awaited<ReturnType<ReturnType<typeof selectMine>['execute']>>[number];

const toMine = (r: MineRow): Omit<MyArticle, 'body'> => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  columnNo: r.columnNo,
  columnName: r.columnName,
  categoryId: r.categoryId,
  matchId: r.matchIds[0] ?? null,
  status: r.status as ArticleStatusName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  publishedAt: r.publishedAt?.toISOString() ?? null,
  viewCount: r.viewCount,
});

/** 我的文章: every status, the last changed first. Anyone may ask (a former anchor keeps their list). */
export async function myArticles(db: Db, userId: number, pageNum: number, pageSize: number) {
  const rows = await selectMine(db)
    .where(eq(newsArticles.authorId, userId))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(newsArticles)
    .where(eq(newsArticles.authorId, userId));
  return { list: rows.map(toMine), total: total?.n ?? 0, pageNum, pageSize };
}

/** One of the author's own articles with its body, to edit it again. */
export async function myArticle(db: Db, userId: number, id: number): Promise<MyArticle> {
  await ownRow(db, userId, id);
  const [row] = await db
    .select({ ...mine, body: newsArticles.body })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .where(eq(newsArticles.id, id));
  if (!row) throw new ApiError(errors.newsNotFound);
  return { ...toMine(row), body: row.body };
}

/** 撤回: in review goes back to a draft; published goes offline (kept, and editable again). */
export async function withdrawOwnArticle(db: Db, userId: number, id: number) {
  const row = await ownRow(db, userId, id);
  if (!withdrawableStatuses.includes(row.status))
    throw new ApiError(errors.newsArticleNotWithdrawable);
  const next = row.status === 'review' ? 'draft' : 'withdrawn';
  const [done] = await db
    .update(newsArticles)
    .set({ status: next, updatedAt: new Date() })
    .where(
      and(
        eq(newsArticles.id, id),
        eq(newsArticles.authorId, userId),
        eq(newsArticles.status, row.status),
      ),
    )
    .returning(saved);
  if (!done) throw new ApiError(errors.newsArticleNotWithdrawable);
  // Readers' cached pages must lose it now, not in ten seconds.
  if (row.status === 'published') newsChanged();
  return toSaved(done);
}
