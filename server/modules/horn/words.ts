// Masks the operators' sensitive words in a horn. The room chat's own filter (server/modules/chat/words.ts)
// did not exist when this was written; when it does, the horn should use that one and this file go.

import type { Db } from '../../db/client';
import { sensitiveWords } from '../../db/schema';

/** Each word's characters become '*', longest words first so a word inside a longer one cannot split it. */
export function maskWords(content: string, words: readonly string[]): string {
  let out = content;
  const sorted = [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
  for (const word of sorted) {
    // Matched case-insensitively: "WeiXin" and "weixin" are the same word to a reader.
    const pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(pattern, (found) => '*'.repeat([...found].length));
  }
  return out;
}

/** The content with every sensitive word of the table masked. */
export async function maskSensitive(db: Db, content: string): Promise<string> {
  const rows = await db.select({ word: sensitiveWords.word }).from(sensitiveWords);
  return maskWords(
    content,
    rows.map((r) => r.word),
  );
}
