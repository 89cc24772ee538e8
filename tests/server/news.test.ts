// Headlines calls (spec §7 News): columns, categories, the list, detail, related, banner, recommend, collect.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { newsArticles } from '../../server/db/schema';
import { setArticleStatus } from '../../server/modules/news/service';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';
import { createUserWithSession } from './users';

let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
let fan: Awaited<ReturnType<typeof createUserWithSession>>;
beforeAll(async () => {
  t = await startTestApp();
  world = await newsWorld(t.database.db);
  fan = await createUserWithSession(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/gw${url}`, headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/gw${url}`, payload: payload as object });

const storedViews = async (id: number) =>
  (
    await t.database.db
      .select({ n: newsArticles.viewCount })
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
  )[0]?.n;

const titles = (res: { json(): { data: { title: string }[] } }) =>
  res.json().data.map((a) => a.title);

describe(`headlines (${testEngine()})`, () => {
  it('lists the news columns and their categories', async () => {
    const columns = await get('/inform/column/getColumnByType?type=1');
    expect(columns.json()).toMatchObject({
      code: 200,
      data: [
        { columnNo: 'football', name: '足球' },
        { columnNo: 'basketball', name: '篮球' },
      ],
    });
    const all = await post('/inform/info/listCategory', {});
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual(['中超', '英超', 'NBA']);
    const nba = await post('/inform/info/listCategory', { columnNo: 'basketball' });
    expect(nba.json().data).toEqual([
      { id: expect.any(Number), columnNo: 'basketball', name: 'NBA' },
    ]);
  });

  it('lists published articles newest first, by column, keyword and author, paged', async () => {
    const all = await post('/inform/info/list', {});
    expect(all.json().data).toMatchObject({ total: 4, pageNum: 1, pageSize: 30 });
    expect(all.json().data.list.map((a: { id: number }) => a.id)).toEqual([
      world.ids.derbyReport,
      world.ids.derby,
      world.ids.epl,
      world.ids.nba,
    ]);
    const football = await post('/inform/info/list', { columnNo: 'football' });
    expect(football.json().data.total).toBe(3);
    const keyword = await post('/inform/info/list', { keyword: '詹姆斯' });
    expect(keyword.json().data.list).toMatchObject([
      { id: world.ids.nba, columnName: '篮球', author: { id: world.editor.user.id, kind: 1 } },
    ]);
    // A keyword's % and _ are literal characters, not patterns.
    expect((await post('/inform/info/list', { keyword: '%' })).json().data.total).toBe(0);
    const byAuthor = await post('/inform/info/list', { authorId: world.editor.user.id });
    expect(byAuthor.json().data.total).toBe(4);
    const page2 = await post('/inform/info/list', { pageParam: { pageNum: 2, pageSize: 3 } });
    expect(page2.json().data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(page2.json().data.list.map((a: { id: number }) => a.id)).toEqual([world.ids.nba]);
  });

  it('refuses bad list input with the 10001 envelope', async () => {
    for (const body of [
      { pageParam: { pageNum: 0, pageSize: 30 } },
      { pageParam: { pageNum: 1, pageSize: 500 } },
      { columnNo: '足球; drop' },
      { authorId: 'x' },
      { unknown: 1 },
    ]) {
      const res = await post('/inform/info/list', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: errors.badParams.code, data: expect.anything() });
    }
  });

  it('answers the detail with body and tags, counts a view, and hides drafts and withdrawn articles', async () => {
    const first = await get(`/inform/info/detail/${world.ids.derby}`);
    expect(first.json()).toMatchObject({
      code: 200,
      data: {
        id: world.ids.derby,
        body: '<p>上海德比前瞻：申花主场迎战海港。</p>',
        teamIds: [11, 12],
        collected: false,
        viewCount: 1,
      },
    });
    // Readers within the cache period are sent the same bytes; every read is still counted, in one write
    // a couple of seconds later.
    const second = await get(`/inform/info/detail/${world.ids.derby}`);
    expect(second.body).toBe(first.body);
    await expect
      .poll(async () => (await storedViews(world.ids.derby)) ?? 0, { timeout: 15_000 })
      .toBe(2);
    const draft = await get(`/inform/info/detail/${world.ids.draft}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().code).toBe(errors.newsNotFound.code);
    expect((await get('/inform/info/detail/999999')).json().code).toBe(errors.newsNotFound.code);
    expect((await get('/inform/info/detail/abc')).json().code).toBe(errors.badParams.code);
  });

  it('puts articles sharing a team first among the related ones', async () => {
    const res = await get(`/inform/info/rec-detail?id=${world.ids.derby}&limit=2`);
    expect(res.json().data.map((a: { id: number }) => a.id)).toEqual([
      world.ids.derbyReport,
      world.ids.epl,
    ]);
    expect((await get('/inform/info/rec-detail')).statusCode).toBe(400);
  });

  it('answers the banner in the operators’ order, and the recommendations with picks first', async () => {
    expect(titles(await get('/inform/info/banner?limit=5'))).toEqual([
      '战报：申花 2-1 海港，德比逆转',
      '湖人加时险胜勇士，詹姆斯砍下35分',
    ]);
    expect(titles(await get('/inform/info/banner?limit=1'))).toHaveLength(1);
    expect((await get('/inform/info/banner?limit=0')).statusCode).toBe(400);
    const rec = await post('/inform/info/recommend', { limit: 3 });
    expect(rec.json().data[0].id).toBe(world.ids.epl);
    expect(rec.json().data).toHaveLength(3);
  });

  it('collects and un-collects idempotently, needs the accessToken header, and lists my collection', async () => {
    const url = `/inform/info/collect?collectId=${world.ids.epl}&flag=1&type=1`;
    expect((await get(url)).json().code).toBe(errors.notLoggedIn.code);
    expect((await get(url, { cookie: `auth=${fan.token}` })).json().code).toBe(
      errors.notLoggedIn.code,
    );
    const auth = { accesstoken: fan.token };
    for (let i = 0; i < 2; i++) {
      expect((await get(url, auth)).json()).toMatchObject({ code: 200, data: { collected: true } });
    }
    await get(`/inform/info/collect?collectId=${world.ids.nba}&flag=1`, auth);
    const mine = await get('/inform/info/my/collect?type=1&page=1&pageSize=30', auth);
    expect(mine.json().data).toMatchObject({ total: 2 });
    expect(
      mine
        .json()
        .data.list.map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual([world.ids.epl, world.ids.nba].sort());
    expect((await get(`/inform/info/detail/${world.ids.epl}`, auth)).json().data.collected).toBe(
      true,
    );
    const off = `/inform/info/collect?collectId=${world.ids.epl}&flag=0&type=1`;
    for (let i = 0; i < 2; i++) {
      expect((await get(off, auth)).json().data).toEqual({ collected: false });
    }
    expect((await get('/inform/info/my/collect', auth)).json().data.total).toBe(1);
    expect((await get('/inform/info/my/collect')).json().code).toBe(errors.notLoggedIn.code);
    // A draft cannot be collected; a bad flag is bad input.
    expect(
      (await get(`/inform/info/collect?collectId=${world.ids.draft}&flag=1`, auth)).json().code,
    ).toBe(errors.newsNotFound.code);
    expect((await get(`/inform/info/collect?collectId=1&flag=2`, auth)).json().code).toBe(
      errors.badParams.code,
    );
  });

  it('drops a withdrawn article from every list but keeps it', async () => {
    const { db } = t.database;
    // Read first, so the answers withdrawing must invalidate are in the read cache.
    expect((await get(`/inform/info/detail/${world.ids.derbyReport}`)).statusCode).toBe(200);
    expect(
      (await post('/inform/info/list', {})).json().data.list.map((a: { id: number }) => a.id),
    ).toContain(world.ids.derbyReport);
    await setArticleStatus(db, world.ids.derbyReport, 'withdrawn');
    const list = await post('/inform/info/list', {});
    expect(list.json().data.list.map((a: { id: number }) => a.id)).not.toContain(
      world.ids.derbyReport,
    );
    expect(titles(await get('/inform/info/banner'))).toEqual(['湖人加时险胜勇士，詹姆斯砍下35分']);
    expect((await get(`/inform/info/detail/${world.ids.derbyReport}`)).statusCode).toBe(404);
    await setArticleStatus(db, world.ids.derbyReport, 'published');
    expect((await get(`/inform/info/detail/${world.ids.derbyReport}`)).statusCode).toBe(200);
  });
});
