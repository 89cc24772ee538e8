// Query for the hot search words: enabled ones by sort, capped at what the search panel shows.
import { asc, eq } from 'drizzle-orm';
import { HOT_WORDS_MAX } from '../../../contract/calls/search';
import type { Db } from '../../db/client';
import { hotWords } from '../../db/schema';

export const listHotWords = (db: Db) =>
  db
    .select({ word: hotWords.word, hot: hotWords.hot })
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(HOT_WORDS_MAX);
