// Articles' drawn covers: every list, banner, recommendation and detail carries a picture (the uploaded one, else
// /live/img/article/{id}.svg), and that picture is a small deterministic SVG drawn from the article — a tagged
// match's crests, competition and score or kick-off, else its column's pitch or court with a caption.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShort } from '../../contract/format/dates';
import { competitions, matches, teams } from '../../server/db/schema';
import { writeArticle } from '../../server/modules/news/service';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';

let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
const ids = { played: 0, upcoming: 0, uploaded: 0, markup: 0 };
const kickoff = new Date('2026-11-20T11:35:00Z');

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  world = await newsWorld(db);
  await db.insert(competitions).values({
    id: 911,
    sport: 'football',
    name: '英格兰超级联赛',
    shortName: '英超',
    country: '英格兰',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    seasonId: 1,
    seasonName: '2026/27',
  });
  const team = (id: number, name: string, shortName: string) => ({
    id,
    sport: 'football',
    name,
    shortName,
    country: '英格兰',
    competitionId: 911,
  });
  await db
    .insert(teams)
    .values([team(9101, '曼彻斯特城', '曼城'), team(9102, '托特纳姆热刺', '热刺')]);
  const match = { sport: 'football', competitionId: 911, seasonId: 1, round: '12' };
  await db.insert(matches).values([
    {
      ...match,
      id: 91001,
      homeTeamId: 9101,
      awayTeamId: 9102,
      kickoffAt: kickoff,
      state: 8,
      homeScore: 3,
      awayScore: 1,
    },
    { ...match, id: 91002, homeTeamId: 9102, awayTeamId: 9101, kickoffAt: kickoff, state: 1 },
  ]);
  const write = (title: string, extra: object) =>
    writeArticle(db, {
      title,
      body: `<p>${title}</p>`,
      authorId: world.editor.user.id,
      authorKind: 1,
      columnNo: 'football',
      publishedAt: new Date(Date.now() - 10 * 86_400_000),
      ...extra,
    });
  ids.played = await write('战报：曼城 3-1 热刺', { matchIds: [91001] });
  ids.upcoming = await write('前瞻：热刺主场迎战曼城', { matchIds: [91002] });
  ids.uploaded = await write('有上传封面的文章', { cover: '/gw/uploads/cover.jpg' });
  ids.markup = await write('<b>"引号"&符号</b>的标题', {});
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/gw${url}`, headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/gw${url}`, payload: payload as object });
const coverOf = (id: number) => `/gw/live/img/article/${id}.svg`;

describe(`article covers in the news items (${testEngine()})`, () => {
  it('gives every article without an uploaded cover its drawn one, and keeps an uploaded one', async () => {
    const list = (await post('/inform/info/list', { pageParam: { pageSize: 50 } })).json().data
      .list as { id: number; cover: string }[];
    expect(list.length).toBe(8);
    for (const item of list)
      expect(item.cover).toBe(
        item.id === ids.uploaded ? '/gw/uploads/cover.jpg' : coverOf(item.id),
      );
  });

  it('puts the drawn cover in the banner, the recommendations, related articles and the detail', async () => {
    const banner = (await get('/inform/info/banner?limit=5')).json().data;
    expect(banner.map((a: { cover: string }) => a.cover)).toEqual([
      coverOf(world.ids.derbyReport),
      coverOf(world.ids.nba),
    ]);
    const recommend = (await post('/inform/info/recommend', { limit: 3 })).json().data;
    expect(recommend[0].cover).toBe(coverOf(world.ids.epl));
    const related = (await get(`/inform/info/rec-detail?id=${world.ids.derby}`)).json().data;
    for (const a of related)
      expect(a.cover).toMatch(/^\/gw\/(live\/img\/article\/\d+\.svg|uploads\/)/);
    const detail = (await get(`/inform/info/detail/${world.ids.derby}`)).json().data;
    expect(detail.cover).toBe(coverOf(world.ids.derby));
  });
});

describe(`drawn article covers (${testEngine()})`, () => {
  it('draws a column scene with a caption from the title, cached for minutes with an ETag', async () => {
    const res = await get(`/live/img/article/${world.ids.derbyReport}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300\b/);
    expect(res.headers.etag).toMatch(/^"[\w-]{16}"$/);
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/,
    );
    expect(res.body.endsWith('</svg>')).toBe(true);
    // The kicker goes into the column's tag, the headline (up to its first comma) into the caption.
    expect(res.body).toContain('>足球 · 战报</text>');
    expect(res.body).toContain('>申花 2-1 海港</text>');
    // A football column is a pitch (its penalty box), a basketball column a court (its key).
    expect(res.body).toContain('M0 13.84H16.5');
    expect(res.body.length).toBeLessThan(8_000);
    const court = await get(`/live/img/article/${world.ids.nba}.svg`);
    expect(court.body).toContain('M0 5.05H5.8');
    expect(court.body).not.toContain('M0 13.84H16.5');
  });

  it('draws the same cover for the same id and answers a matching If-None-Match with 304', async () => {
    const first = await get(`/live/img/article/${world.ids.epl}.svg`);
    const again = await get(`/live/img/article/${world.ids.epl}.svg`);
    expect(again.body).toBe(first.body);
    const other = await get(`/live/img/article/${world.ids.derby}.svg`);
    expect(other.body).not.toBe(first.body);
    const revalidated = await get(`/live/img/article/${world.ids.epl}.svg`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('draws a tagged match: both crests facing, the competition and the score once played', async () => {
    const res = await get(`/live/img/article/${ids.played}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>英超</text>');
    expect(res.body).toContain('>3 : 1</text>');
    expect(res.body).toContain('>完场</text>');
    expect(res.body).toContain('>曼彻斯特城</text>');
    expect(res.body).toContain('>托特纳姆热刺</text>');
    // Each crest keeps its own clip, so the second does not borrow the first one's.
    expect(res.body).toContain('clip-path="url(#crest-home)"');
    expect(res.body).toContain('clip-path="url(#crest-away)"');
    expect(res.body).toContain('>曼城</text>');
    expect(res.body).toContain('>热刺</text>');
  });

  it('draws a match not yet played with VS and its kick-off in Beijing time', async () => {
    const res = await get(`/live/img/article/${ids.upcoming}.svg`);
    expect(res.body).toContain('>VS</text>');
    expect(res.body).toContain(`>${formatShort(kickoff)}</text>`);
    expect(res.body).not.toContain(' : ');
  });

  it('escapes the title so it cannot break out of the markup', async () => {
    const res = await get(`/live/img/article/${ids.markup}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&#60;b&#62;&#34;引号&#34;&#38;符号&#60;/b&#62;的标题');
  });

  it('answers every cover the list gives with a picture', async () => {
    const list = (await post('/inform/info/list', { pageParam: { pageSize: 50 } })).json().data
      .list as { cover: string }[];
    for (const { cover } of list.filter((a) => a.cover.includes('/article/'))) {
      const res = await t.app.inject({ method: 'GET', url: cover });
      expect(res.statusCode, cover).toBe(200);
    }
  });

  it.each([
    ['an unknown id', () => 2_000_000_000],
    ['a draft', () => world.ids.draft],
  ])('answers %s with the 404 envelope', async (_, id) => {
    const res = await get(`/live/img/article/${id()}.svg`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 10007, data: null });
  });

  it.each(['abc.svg', '0.svg', '12.png', '12', '-3.svg', '99999999999.svg'])(
    'answers a bad id (%s) with the 400 envelope',
    async (file) => {
      const res = await get(`/live/img/article/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 10001, data: null });
    },
  );
});
