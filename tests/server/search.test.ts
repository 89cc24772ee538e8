// GET /api/search/list: the hot words, enabled ones by sort, capped at what the panel shows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_WORDS_MAX } from '../../contract/calls/search';
import { errors } from '../../contract/errors';
import { hotWords } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoHotWords, demoHotWordsStep } from '../../server/db/seed/hot-words';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db, [demoHotWordsStep]);
});
afterAll(() => t.close());

const url = '/gw/api/search/list';

describe('GET /api/search/list', () => {
  it('serves the seeded words in order, the first ones marked hot', async () => {
    const res = await t.app.inject({ url: `${url}?channelId=3&platform=1` });
    expect(res.statusCode).toBe(200);
    const words = res.json().data;
    expect(words.map((w: { word: string }) => w.word)).toEqual(demoHotWords);
    expect(words[0]).toEqual({ word: '皇马', hot: true });
    expect(words[9]).toEqual({ word: '曼城', hot: false });
  });

  it('leaves out disabled words and never serves more than the cap', async () => {
    await t.database.db.update(hotWords).set({ enabled: false }).where(eq(hotWords.word, '梅西'));
    await t.database.db
      .insert(hotWords)
      .values(Array.from({ length: 30 }, (_, i) => ({ word: `词${i}`, sort: 1000 + i })));
    const words = (await t.app.inject({ url })).json().data;
    expect(words).toHaveLength(HOT_WORDS_MAX);
    expect(words.map((w: { word: string }) => w.word)).not.toContain('梅西');
    expect(words[1].word).toBe('湖人');
  });

  it('refuses unknown query fields', async () => {
    const res = await t.app.inject({ url: `${url}?word=x` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
  });
});
