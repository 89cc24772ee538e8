// The demo headlines: every column has articles, titles do not repeat, the banner and recommendations are filled.
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
  it('fills every column with three weeks of articles by the desk, an expert and an anchor', async () => {
    const columns = (await t.app.inject({ url: '/gw/inform/column/getColumnByType?type=1' })).json()
      .data;
    expect(columns.map((c: { name: string }) => c.name)).toEqual(demoColumns.map((c) => c.name));
    for (const c of demoColumns) {
      expect((await list({ columnNo: c.columnNo })).total, c.name).toBeGreaterThan(10);
    }
    const all = await list({ pageParam: { pageNum: 1, pageSize: 50 } });
    expect(all.total).toBeGreaterThan(150);
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

  it('has a banner of today’s reports and recommended previews', async () => {
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
