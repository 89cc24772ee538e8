// Demo hot search words for the header search panel (the first 5 show on the left).
import { hotWords } from '../schema';
import type { SeedStep } from '../seed';

export const demoHotWords = [
  '皇马',
  '梅西',
  '湖人',
  '英超',
  '欧冠',
  '詹姆斯',
  '中超',
  'C罗',
  'NBA季后赛',
  '曼城',
];

/** The first three carry the 'hot' mark. */
export const demoHotWordsStep: SeedStep = {
  name: 'hot-words-v1',
  async run(db) {
    await db
      .insert(hotWords)
      .values(demoHotWords.map((word, i) => ({ word, hot: i < 3, sort: (i + 1) * 10 })))
      .onConflictDoNothing();
  },
};
