// The search service over HTTP: a relevance table of what fans type, bad input, the spec's room and user
// searches, and hot words counted from searches (decayed with an injected clock) beside the seeded ones.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOT_WORDS_MAX, type SearchHit } from '../../contract/calls/search';
import { errors } from '../../contract/errors';
import { sensitiveWords } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoHotWords, demoHotWordsStep } from '../../server/db/seed/hot-words';
import { forgetSensitiveWords } from '../../server/modules/chat/words';
import {
  countSearch,
  HALF_LIFE_MS,
  listHotWords,
  searchedWords,
} from '../../server/modules/search/service';
import { startTestApp, type TestApp, testEngine } from './harness';
import { loadSearchWorld, M, NOW, T } from './search-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof loadSearchWorld>>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await seedDemoData(t.database.db, [demoHotWordsStep]);
  w = await loadSearchWorld(t.app.ctx.ingest, t.database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const get = async (path: string) => (await t.app.inject({ url: `/gw${path}` })).json();
const search = async (word: string, type = 'all', extra = '') =>
  get(`/api/search/all?word=${encodeURIComponent(word)}&type=${type}${extra}`);
const group = (
  data: { groups: { type: string; list: SearchHit[]; total: number }[] },
  type: string,
) => data.groups.find((g) => g.type === type)!;
/** The first hit of a tab, as "kind:title". */
const top = async (word: string, type: string) => {
  const { data } = await search(word, type);
  const hit = group(data, type).list[0];
  return hit ? `${hit.kind}:${hit.title}` : null;
};

describe(`search relevance (${testEngine()})`, () => {
  // What a fan types, the tab, and what must come first there.
  const table: [string, string, string][] = [
    ['皇马', 'team', 'team:皇家马德里'],
    ['皇家马德里', 'team', 'team:皇家马德里'],
    ['皇家马', 'team', 'team:皇家马德里'],
    ['巴萨', 'team', 'team:巴塞罗那'],
    ['曼联', 'team', 'team:曼彻斯特联'],
    ['曼城', 'team', 'team:曼彻斯特城'],
    ['曼彻斯特', 'team', 'team:曼彻斯特联'],
    ['湖人', 'team', 'team:洛杉矶湖人'],
    ['勇士', 'team', 'team:金州勇士'],
    ['紫金军团', 'team', 'team:洛杉矶湖人'],
    ['皇家马得里', 'team', 'team:皇家马德里'],
    ['詹姆斯', 'team', 'player:勒布朗·詹姆斯'],
    ['勒布朗詹姆斯', 'team', 'player:勒布朗·詹姆斯'],
    ['库里', 'team', 'player:斯蒂芬·库里'],
    ['哈兰德', 'team', 'player:埃尔林·哈兰德'],
    ['皇马', 'match', 'match:皇家马德里 vs 巴塞罗那'],
    ['曼联', 'match', 'match:曼彻斯特联 vs 曼彻斯特城'],
    ['NBA', 'match', 'match:洛杉矶湖人 vs 金州勇士'],
    ['球王', 'anchor', 'anchor:球王小C'],
    ['球王解说', 'anchor', 'anchor:球王解说'],
    ['曼城', 'room', 'room:英超直播 曼联 vs 曼城'],
    ['国语解说', 'room', 'room:西甲焦点 皇马vs巴萨 国语解说'],
    ['老詹', 'anchor', 'anchor:篮球老詹'],
    ['国家德比', 'news', 'news:国家德比前瞻：皇家马德里主场迎战巴塞罗那'],
    ['皇马', 'news', 'news:国家德比前瞻：皇家马德里主场迎战巴塞罗那'],
    ['国足', 'news', 'news:国足公布集训名单'],
    ['西甲', 'expert', 'expert:西甲老炮'],
    ['库里', 'post', 'post:今晚直播湖人对勇士，库里和詹姆斯谁能笑到最后？来直播间一起看！'],
  ];
  it.each(table)('%s in %s → %s', async (word, type, expected) => {
    expect(await top(word, type)).toBe(expected);
  });

  it('ranks the exact and alias matches of a 2-character name above a team sharing its first character', async () => {
    const { data } = await search('皇马', 'team');
    const titles = group(data, 'team').list.map((h: SearchHit) => h.title);
    expect(titles[0]).toBe('皇家马德里');
    expect(titles).not.toContain('巴塞罗那');
  });

  it('puts the coming match before the results, latest result first', async () => {
    const { data } = await search('皇马', 'match');
    expect(group(data, 'match').list.map((h: SearchHit) => h.id)).toEqual([
      M.clasicoNext,
      M.realSociedad,
      M.clasicoPast,
    ]);
    const past = group(data, 'match').list[2]!;
    expect(past).toMatchObject({
      badge: '完场 1-3',
      href: `/football/live/${M.clasicoPast}`,
      crests: [T.barca, T.real],
    });
  });

  it('links every kind to its page', async () => {
    const { data } = await search('皇马');
    expect(group(data, 'team').list[0]!.href).toBe(`/database/fb/team/${T.real}`);
    const nba = await search('湖人');
    expect(group(nba.data, 'team').list[0]!.href).toBe(`/database/lq/team/${T.lakers}`);
    expect(group(nba.data, 'match').list[0]!.href).toBe(`/basketball/live/${M.nba}`);
    expect(group(nba.data, 'post').list[0]!.href).toBe(`/community/${w.post.id}`);
    const anchors = await search('球王', 'anchor');
    expect(group(anchors.data, 'anchor').list.map((h: SearchHit) => h.href)).toEqual([
      `/personal/${w.ballKingLive.user.id}?headerNavIndex=2`,
      `/personal/${w.ballKing.user.id}?headerNavIndex=2`,
    ]);
    const news = await search('国家德比', 'news');
    expect(group(news.data, 'news').list[0]!.href).toBe(`/news/${w.news.clasico}`);
    const expert = await search('西甲老炮', 'expert');
    expect(group(expert.data, 'expert').list[0]!.href).toBe(`/guide/expert/info/${w.expert.id}`);
  });

  it('answers 全部 with a few of each kind and their totals, and the terms to highlight', async () => {
    const { code, data } = await search('皇马');
    expect(code).toBe(200);
    expect(data.terms).toEqual(['皇马', '皇家马德里']);
    expect(data.groups.map((g: { type: string }) => g.type)).toEqual([
      'anchor',
      'room',
      'match',
      'team',
      'news',
      'expert',
      'post',
    ]);
    expect(group(data, 'match').total).toBe(3);
    // Newest first (the feed may have written a match report of its own meanwhile).
    const news = group(data, 'news').list;
    const ids = news.map((h: SearchHit) => h.id);
    expect(ids.indexOf(w.news.clasico)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(w.news.clasico)).toBeLessThan(ids.indexOf(w.news.old));
    const times = news.map((h: SearchHit) => Date.parse(h.at!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages a tab', async () => {
    const first = await search('皇马', 'match', '&page=1&pageSize=2');
    const second = await search('皇马', 'match', '&page=2&pageSize=2');
    expect(group(first.data, 'match').list.map((h: SearchHit) => h.id)).toEqual([
      M.clasicoNext,
      M.realSociedad,
    ]);
    expect(group(second.data, 'match').list.map((h: SearchHit) => h.id)).toEqual([M.clasicoPast]);
    expect(group(second.data, 'match').total).toBe(3);
  });

  it('finds nothing for a word nobody wrote, and treats LIKE characters literally', async () => {
    for (const word of ['不存在的球队名字', '%', '_']) {
      const { data } = await search(word);
      expect(data.groups.every((g: { total: number }) => g.total === 0)).toBe(true);
    }
  });
});

describe('the spec calls', () => {
  it('/api/search/roomByWord: rooms by title or anchor, live first; type 1 anchors', async () => {
    const rooms = await get(`/api/search/roomByWord?word=${encodeURIComponent('球王')}`);
    expect(rooms.data.list.map((h: SearchHit) => h.id)).toEqual([
      w.ballKingLive.room.id,
      w.ballKing.room.id,
    ]);
    expect(rooms.data.list[0]).toMatchObject({
      live: true,
      href: `/live/room/${w.ballKingLive.room.id}`,
    });
    const anchors = await get(`/api/search/roomByWord?word=${encodeURIComponent('球王')}&type=1`);
    expect(anchors.data.list.map((h: SearchHit) => h.kind)).toEqual(['anchor', 'anchor']);
  });

  it('/api/user/pageList: anchors by nick name, paged, never a fan', async () => {
    const page1 = await get(
      `/api/user/pageList?word=${encodeURIComponent('球王')}&page=1&pageSize=1`,
    );
    expect(page1.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.data.list[0].title).toBe('球王小C');
    const page2 = await get(
      `/api/user/pageList?word=${encodeURIComponent('球王')}&page=2&pageSize=1`,
    );
    expect(page2.data.list[0].title).toBe('球王解说');
  });
});

describe('bad input', () => {
  it.each([
    ['/api/search/all?word=', errors.searchWordEmpty.code],
    ['/api/search/all?word=%20%20', errors.searchWordEmpty.code],
    ['/api/search/all', errors.searchWordEmpty.code],
    [`/api/search/all?word=${'球'.repeat(41)}`, errors.searchWordTooLong.code],
    [`/api/search/roomByWord?word=`, errors.searchWordEmpty.code],
    [`/api/user/pageList?word=${'a'.repeat(41)}`, errors.searchWordTooLong.code],
    ['/api/search/all?word=a&type=user', errors.badParams.code],
    ['/api/search/all?word=a&page=0', errors.badParams.code],
    ['/api/search/all?word=a&pageSize=51', errors.badParams.code],
    ['/api/search/roomByWord?word=a&type=3', errors.badParams.code],
  ])('%s → %i', async (path, code) => {
    const res = await t.app.inject({ url: `/gw${path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('takes 40 characters', async () => {
    const res = await t.app.inject({ url: `/gw/api/search/all?word=${'球'.repeat(40)}` });
    expect(res.json().code).toBe(200);
  });
});

describe('hot words from searches', () => {
  const db = () => t.database.db;
  const DAY = HALF_LIFE_MS;

  it('counts a search that found something, once per search of 全部, normalised', async () => {
    await search('  曼联 ');
    await search('曼联', 'match');
    await search('曼联', 'match', '&page=2');
    await search('没有这个词呀');
    const words = await searchedWords(db(), 50, NOW);
    expect(words.find((x) => x.word === '曼联')?.score).toBeCloseTo(1, 5);
    expect(words.map((x) => x.word)).not.toContain('没有这个词呀');
  });

  it('halves a score per day without searches and adds 1 per search', async () => {
    const t0 = NOW + 10 * DAY;
    for (let i = 0; i < 4; i++) await countSearch(db(), '库里', t0);
    let score = (await searchedWords(db(), 50, t0)).find((x) => x.word === '库里')!.score;
    expect(score).toBeCloseTo(4, 5);
    score = (await searchedWords(db(), 50, t0 + DAY)).find((x) => x.word === '库里')!.score;
    expect(score).toBeCloseTo(2, 5);
    await countSearch(db(), '库里', t0 + 2 * DAY);
    score = (await searchedWords(db(), 50, t0 + 2 * DAY)).find((x) => x.word === '库里')!.score;
    expect(score).toBeCloseTo(2, 5);
    score = (await searchedWords(db(), 50, t0 + 3 * DAY)).find((x) => x.word === '库里')!.score;
    expect(score).toBeCloseTo(1, 5);
  });

  it('ranks the words searched lately above ones searched more, long ago', async () => {
    const t0 = NOW + 20 * DAY;
    for (let i = 0; i < 8; i++) await countSearch(db(), '老词', t0);
    for (let i = 0; i < 3; i++) await countSearch(db(), '新词', t0 + 3 * DAY);
    const words = (await searchedWords(db(), 50, t0 + 3 * DAY)).map((x) => x.word);
    expect(words.indexOf('新词')).toBeLessThan(words.indexOf('老词'));
  });

  it('never counts a single character', async () => {
    expect(await countSearch(db(), ' a ', NOW)).toBe(false);
    expect(await countSearch(db(), '梅', NOW)).toBe(false);
    expect(await countSearch(db(), 'C罗', NOW)).toBe(true);
  });

  it('never counts a word holding a sensitive word, and drops one listed later', async () => {
    await db().insert(sensitiveWords).values({ word: '赌球' });
    forgetSensitiveWords(db());
    expect(await countSearch(db(), '赌球平台', NOW)).toBe(false);
    await countSearch(db(), '假球内幕', NOW);
    expect((await searchedWords(db(), 50, NOW)).map((x) => x.word)).toContain('假球内幕');
    await db().insert(sensitiveWords).values({ word: '假球' });
    forgetSensitiveWords(db());
    expect((await searchedWords(db(), 50, NOW)).map((x) => x.word)).not.toContain('假球内幕');
  });

  it('/api/search/list keeps the operators first ten, then the hottest searched, within 20', async () => {
    const t0 = NOW + 40 * DAY;
    for (let i = 0; i < 12; i++) await countSearch(db(), '国家德比', t0);
    await countSearch(db(), '皇马', t0); // already an operator's word: not twice
    vi.setSystemTime(t0);
    try {
      const res = await get('/api/search/list');
      const words = res.data.map((x: { word: string }) => x.word);
      expect(words.slice(0, demoHotWords.length)).toEqual(demoHotWords);
      expect(words[demoHotWords.length]).toBe('国家德比');
      expect(res.data[demoHotWords.length].hot).toBe(true);
      expect(words.filter((x: string) => x === '皇马')).toHaveLength(1);
      expect(words.length).toBeLessThanOrEqual(HOT_WORDS_MAX);
      expect(await listHotWords(db(), t0)).toEqual(res.data);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});
