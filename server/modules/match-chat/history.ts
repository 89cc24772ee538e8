// POST /chat/page: a match chat's newest lines (spec §3/§9: 20), paged upwards with beforeId, answered oldest
// first; and the retention bound: a match keeps its newest MATCH_CHAT_KEEP lines, older ones are deleted.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { MatchChatLine } from '../../../contract/calls/match-chat';
import type { Db } from '../../db/client';
import { matchChatMessages, users } from '../../db/schema';
import type { ChatMatch } from './match';

/** Lines kept per match: a derby's chat reads back a long way, yet no table grows without end. */
export const MATCH_CHAT_KEEP = 2_000;
/** The prune runs on every this-many-th line of a match (cheap: one indexed delete). */
export const PRUNE_EVERY = 100;

export interface PageQuery {
  beforeId?: number;
  pageSize: number;
}

export async function matchChatHistory(db: Db, match: ChatMatch, query: PageQuery) {
  const rows = await db
    .select({
      id: matchChatMessages.id,
      userId: matchChatMessages.userId,
      nickName: matchChatMessages.nickName,
      content: matchChatMessages.content,
      createdAt: matchChatMessages.createdAt,
      // Level and portrait as they are now; the nick name as it was when sent.
      level: users.level,
      portrait: users.portrait,
    })
    .from(matchChatMessages)
    .innerJoin(users, eq(users.id, matchChatMessages.userId))
    .where(
      and(
        eq(matchChatMessages.matchId, match.id),
        query.beforeId === undefined ? undefined : lt(matchChatMessages.id, query.beforeId),
      ),
    )
    .orderBy(desc(matchChatMessages.id))
    // One more than asked: whether an older page exists, without a count.
    .limit(query.pageSize + 1);
  const hasMore = rows.length > query.pageSize;
  const list: MatchChatLine[] = rows
    .slice(0, query.pageSize)
    .reverse()
    .map((r) => ({
      id: r.id,
      matchId: match.id,
      channel: match.channel,
      userId: r.userId,
      nickName: r.nickName,
      portrait: r.portrait,
      level: Math.max(0, r.level),
      content: r.content,
      at: r.createdAt.getTime(),
    }));
  return { list, hasMore };
}

/** Deletes a match's lines older than its newest `keep`; answers how many went. */
export async function pruneMatchChat(db: Db, matchId: number, keep = MATCH_CHAT_KEEP) {
  const deleted = await db
    .delete(matchChatMessages)
    .where(
      and(
        eq(matchChatMessages.matchId, matchId),
        lt(
          matchChatMessages.id,
          sql`coalesce((select id from match_chat_messages where match_id = ${matchId} order by id desc offset ${keep - 1} limit 1), 0)`,
        ),
      ),
    )
    .returning({ id: matchChatMessages.id });
  return deleted.length;
}
