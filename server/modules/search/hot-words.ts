// Hot words: the operators' list (hot_words, by sort) merged with what people search (search_words),
// whose score halves every HALF_LIFE_MS without searches and gains 1 on each search.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { HOT_WORDS_MAX } from '../../../contract/calls/search';
import type { Db } from '../../db/client';
import { hotWords, searchWords } from '../../db/schema';
import { sensitiveWordList } from '../chat/service';
import { normalise } from './query-text';

export const HALF_LIFE_MS = 24 * 60 * 60 * 1000;
/** The operators' first words keep their places; searched words take up to this many after them. */
export const SEARCHED_SLOTS = 10;
/** A searched word this hot (about 10 searches today) carries the 'hot' mark. */
export const HOT_SCORE = 10;

/** The stored score decayed to `now` (SQL, so ranking happens in the database). */
const scoreAt = (now: number) =>
  sql<number>`${searchWords.score} * power(0.5, greatest(0, ${now / 1000} - extract(epoch from ${searchWords.lastAt})) / ${HALF_LIFE_MS / 1000})`;

/** Counts one search of `word` (normalised, lower-cased); single characters and words with a sensitive word
 *  are never counted. */
export async function countSearch(db: Db, raw: string, now = Date.now()) {
  const word = normalise(raw).toLowerCase();
  // One character (a, 梅) says too little to offer anyone as a hot word.
  if ([...word].length < 2) return false;
  const blocked = await sensitiveWordList(db, now);
  if (blocked.some((w) => word.includes(w))) return false;
  const at = new Date(now);
  await db
    .insert(searchWords)
    .values({ word, score: 1, total: 1, lastAt: at })
    .onConflictDoUpdate({
      target: searchWords.word,
      // A search older than the stored one (clocks of two processes) decays nothing.
      set: {
        score: sql`${scoreAt(now)} + 1`,
        total: sql`${searchWords.total} + 1`,
        lastAt: sql`greatest(${searchWords.lastAt}, ${at.toISOString()}::timestamptz)`,
      },
    });
  return true;
}

/** The most searched words now, hottest first. */
export async function searchedWords(db: Db, limit: number, now = Date.now()) {
  const rows = await db
    .select({ word: searchWords.word, score: scoreAt(now).mapWith(Number) })
    .from(searchWords)
    .orderBy(desc(scoreAt(now)), asc(searchWords.word))
    .limit(limit);
  // A word put on the sensitive list after it was searched leaves the list at once.
  const blocked = await sensitiveWordList(db, now);
  return rows.filter((r) => !blocked.some((w) => r.word.includes(w)));
}

export async function listHotWords(db: Db, now = Date.now()) {
  const curated = await db
    .select({ word: hotWords.word, hot: hotWords.hot })
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(HOT_WORDS_MAX);
  const searched = await searchedWords(db, HOT_WORDS_MAX, now);
  const seen = new Set(curated.map((c) => c.word.toLowerCase()));
  const fresh = searched
    .filter((s) => !seen.has(s.word))
    .slice(0, SEARCHED_SLOTS)
    .map((s) => ({ word: s.word, hot: s.score >= HOT_SCORE }));
  const head = curated.slice(0, HOT_WORDS_MAX - Math.min(fresh.length, SEARCHED_SLOTS));
  const pinned = head.slice(0, HOT_WORDS_MAX - SEARCHED_SLOTS);
  return [...pinned, ...fresh, ...head.slice(pinned.length)].slice(0, HOT_WORDS_MAX);
}
