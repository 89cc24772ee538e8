// The sensitive-word filter: the operators' list (table sensitive_words), cached per process for a short while,
// and the masking of chat text. We mask rather than refuse, as the big platforms do: a refusal tells a spammer
// exactly which word tripped the filter so he can probe spellings, while a mask lets an innocent sentence
// through with only the word starred out, and the sender sees what the room saw.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sensitiveWords } from '../../db/schema';

/** Edits by the operator CLI (another process) reach every app process within this long. */
export const WORDS_TTL_MS = 10_000;

interface Cached {
  words: string[];
  at: number;
}

/** Per database, so tests running several apps in one process never share a list. */
const cache = new WeakMap<Db, Cached>();

export async function sensitiveWordList(db: Db, now = Date.now()): Promise<string[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < WORDS_TTL_MS) return hit.words;
  const rows = await db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.word));
  const words = rows.map((r) => r.word.trim().toLowerCase()).filter(Boolean);
  cache.set(db, { words, at: now });
  return words;
}

/** This process sees an edit at once (the others within WORDS_TTL_MS). */
export const forgetSensitiveWords = (db: Db) => cache.delete(db);

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every listed word (any case) replaced by as many * as it has characters. Longer words are
 * tried first, so 赌球代理 is starred whole before a shorter entry inside it could split it.
 */
export function maskWords(text: string, words: readonly string[]): string {
  const pattern = patternOf(words);
  if (!pattern) return text;
  pattern.lastIndex = 0;
  return text.replace(pattern, (hit) => '*'.repeat([...hit].length));
}

/** The cached list is one array for WORDS_TTL_MS: its pattern is built once, not per message. */
const patterns = new WeakMap<readonly string[], RegExp | null>();

function patternOf(words: readonly string[]): RegExp | null {
  const known = patterns.get(words);
  if (known !== undefined) return known;
  const listed = words.filter(Boolean);
  const longestFirst = [...listed].sort((a, b) => b.length - a.length);
  const pattern =
    listed.length === 0 ? null : new RegExp(longestFirst.map(literal).join('|'), 'giu');
  patterns.set(words, pattern);
  return pattern;
}

/** The listed words a text contains (any case), each once: the content desk queues what hits any. */
export function wordsIn(text: string, words: readonly string[]): string[] {
  const plain = text.toLowerCase();
  return [...new Set(words.filter((w) => w !== '' && plain.includes(w)))];
}

/** The operator's list, in order. */
export async function listWords(db: Db) {
  return db.select().from(sensitiveWords).orderBy(asc(sensitiveWords.word));
}

/** Adds a word; false when it was already listed. */
export async function addWord(db: Db, word: string) {
  const added = await db
    .insert(sensitiveWords)
    .values({ word: word.trim() })
    .onConflictDoNothing()
    .returning({ id: sensitiveWords.id });
  forgetSensitiveWords(db);
  return added.length > 0;
}

/** Removes a word; false when it was not listed. */
export async function removeWord(db: Db, word: string) {
  const removed = await db
    .delete(sensitiveWords)
    .where(eq(sensitiveWords.word, word.trim()))
    .returning({ id: sensitiveWords.id });
  forgetSensitiveWords(db);
  return removed.length > 0;
}
