// Writes a match's article once: the article and its (match, kind) key go in one transaction, and a key
// already taken (a restart, a repeated full-time report, a second process) rolls the article back.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { newsMatchArticles } from '../../../db/schema';
import { type NewArticle, writeArticle } from '../authoring';

export type MatchArticleKind = 'preview' | 'report';

class AlreadyWritten extends Error {}

/** The article's id, or null when the match already had its article of this kind. */
export async function writeOnce(
  db: Db,
  matchId: number,
  kind: MatchArticleKind,
  article: NewArticle,
): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const articleId = await writeArticle(t, article);
      const claimed = await t
        .insert(newsMatchArticles)
        .values({ matchId, kind, articleId })
        .onConflictDoNothing()
        .returning({ articleId: newsMatchArticles.articleId });
      if (claimed.length === 0) throw new AlreadyWritten();
      return articleId;
    });
  } catch (err) {
    if (err instanceof AlreadyWritten) return null;
    throw err;
  }
}

/** Which of the matches already have their article of this kind (checked before gathering facts). */
export async function alreadyWritten(db: Db, matchIds: number[], kind: MatchArticleKind) {
  if (matchIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ matchId: newsMatchArticles.matchId })
    .from(newsMatchArticles)
    .where(and(eq(newsMatchArticles.kind, kind), inArray(newsMatchArticles.matchId, matchIds)));
  return new Set(rows.map((r) => r.matchId));
}
