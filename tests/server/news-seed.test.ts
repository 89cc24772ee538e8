// The demo headlines: the seed's own news (the feed's leagues get their previews and reports from the match
// writer, see news-match-writer.test.ts), titles that do not repeat, the banner and recommendations filled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { demoColumns } from '../../server/db/seed/news/columns';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const list = (body: object) =>
  t.app
    .inject({ method: 'POST', url: '/gw/inform/info/list', payload: body })
    .then((r) => r.json().data);

describe(`demo headlines (${testEngine()})`, () => {
  it('writes three weeks of articles by the desk, an expert and an anchor', async () => {
    const columns = (await t.app.inject({ url: '/gw/inform/column/getColumnByType?type=1' })).json()
      .data;
    expect(columns.map((c: { name: string }) => c.name)).toEqual(demoColumns.map((c) => c.name));
    expect((await list({ columnNo: 'basketball' })).total).toBeGreaterThan(30);
    expect((await list({ columnNo: 'football' })).total).toBeGreaterThanOrEqual(3);
    // No made-up match of a league the feed carries: those columns wait for the match writer.
    for (const columnNo of ['csl', 'epl', 'nba', 'cba']) {
      expect((await list({ columnNo })).total, columnNo).toBe(0);
    }
    const all = await list({ pageParam: { pageNum: 1, pageSize: 50 } });
    expect(all.total).toBeGreaterThanOrEqual(40);
    const kinds = new Set(all.list.map((a: { author: { kind: number } }) => a.author.kind));
    expect([...kinds].sort()).toEqual([1, 2, 3]);
    const titles = [];
    for (let page = 1; (page - 1) * 50 < all.total; page++) {
      titles.push(
        ...(await list({ pageParam: { pageNum: page, pageSize: 50 } })).list.map(
          (a: { title: string }) => a.title,
        ),
      );
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has a banner of the latest reports and news, and recommended previews', async () => {
    const banner = (await t.app.inject({ url: '/gw/inform/info/banner?limit=5' })).json().data;
    expect(banner).toHaveLength(5);
    const rec = (
      await t.app.inject({
        method: 'POST',
        url: '/gw/inform/info/recommend',
        payload: { limit: 6 },
      })
    ).json().data;
    expect(rec.map((a: { title: string }) => a.title.slice(0, 3))).toEqual(Array(6).fill('前瞻：'));
  });
});
