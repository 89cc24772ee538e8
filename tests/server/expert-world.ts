// A small world for the expert suites: the match-centre reference (competitions, teams), a few matches of our
// own with the main bookmaker's lines, one on the 竞彩 list, and the calls as the pages make them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { makeExpert } from '../../server/modules/expert/service';
import type { FeedChange, FeedFixture, FeedSide } from '../../server/providers/feed/types';
import { side } from './feed-side';
import { A, B, C, CELTICS, D, HOUR, LAKERS, MIN, NOW, reference } from './match-centre-world';
import { createUserWithSession } from './users';

export { HOUR, MIN, NOW };

/** Football in two hours (竞彩 周日001), football tomorrow, basketball tonight; all not started. */
export const FB1 = 3001;
export const FB2 = 3002;
export const FB3 = 3003;
export const BB1 = 3101;

const fixture = (
  id: number,
  sport: 'football' | 'basketball',
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
): FeedFixture => ({
  id,
  sport,
  competitionId: sport === 'football' ? 1 : 101,
  seasonId: sport === 'football' ? 12026 : 1012026,
  round: sport === 'football' ? '第14轮' : '常规赛',
  homeTeamId,
  awayTeamId,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
});

export const fixtures = [
  fixture(FB1, 'football', A, B, NOW + 2 * HOUR),
  fixture(FB2, 'football', C, D, NOW + 3 * HOUR),
  fixture(FB3, 'football', B, C, NOW + 26 * HOUR),
  fixture(BB1, 'basketball', LAKERS, CELTICS, NOW + 4 * HOUR),
];

const line = (
  matchId: number,
  market: 'europe' | 'asia' | 'overUnder',
  values: number[],
  at: number,
  live = false,
): FeedChange => ({
  kind: 'odds',
  at,
  odds: { matchId, bookmakerId: 1, market, values, at, opening: false, live },
});

/** Opening lines half a day before, lines an hour before NOW, and a move of FB1's handicap half an hour later. */
export const lines: FeedChange[] = [
  line(FB1, 'europe', [1.9, 3.4, 4.0], NOW - 12 * HOUR),
  line(FB1, 'asia', [0.95, 0.5, 0.9], NOW - 12 * HOUR),
  line(FB1, 'overUnder', [0.9, 2.5, 0.95], NOW - 12 * HOUR),
  line(FB2, 'europe', [2.2, 3.2, 3.2], NOW - 12 * HOUR),
  line(FB2, 'asia', [0.9, 0.25, 0.95], NOW - 12 * HOUR),
  line(FB2, 'overUnder', [0.9, 2.25, 0.95], NOW - 12 * HOUR),
  line(BB1, 'asia', [0.9, 5, 0.9], NOW - 12 * HOUR),
  line(BB1, 'overUnder', [0.9, 220.5, 0.9], NOW - 12 * HOUR),
  line(FB1, 'europe', [1.8, 3.5, 4.2], NOW - HOUR),
  line(FB1, 'asia', [0.9, 0.5, 0.95], NOW - HOUR),
  line(FB1, 'overUnder', [0.88, 2.5, 0.98], NOW - HOUR),
  line(FB2, 'europe', [2.1, 3.2, 3.3], NOW - HOUR),
  line(FB2, 'asia', [0.92, 0.25, 0.92], NOW - HOUR),
  line(FB3, 'europe', [2.5, 3.1, 2.7], NOW - HOUR),
  line(BB1, 'asia', [0.9, 5.5, 0.9], NOW - HOUR),
  line(BB1, 'overUnder', [0.9, 221.5, 0.9], NOW - HOUR),
  line(FB1, 'asia', [0.85, 0.75, 1.0], NOW - 30 * MIN),
];

export async function loadExpertWorld(app: FastifyInstance) {
  const sink = app.ctx.ingest;
  await sink.reference(reference);
  await sink.fixtures(fixtures);
  await sink.lottery([
    {
      lotteryCode: 'jczq',
      issueNo: '2026-11-22',
      salesCloseAt: NOW + 90 * MIN,
      matches: [
        { matchId: FB1, number: '周日001', playTypes: [1, 4], handicap: -1 },
        { matchId: FB2, number: '周日002', playTypes: [1, 4], handicap: 1 },
      ],
    },
  ]);
  await sink.changes(lines, { cursor: NOW - 30 * MIN });
}

/** Full time of a match (football: 8, basketball: 10), reported as a feed would. */
export const fullTime = (
  matchId: number,
  sport: 'football' | 'basketball',
  home: FeedSide | number,
  away: FeedSide | number,
  at: number,
): FeedChange => ({
  kind: 'live',
  at,
  state: {
    matchId,
    state: sport === 'football' ? 8 : 10,
    periodStartAt: null,
    minute: 90,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: fixtures.find((f) => f.id === matchId)!.kickoffAt,
    home: typeof home === 'number' ? side(home) : home,
    away: typeof away === 'number' ? side(away) : away,
  },
});

export async function newExpert(db: Db, nickName = '老李看球') {
  const p = await createUserWithSession(db, { nickName });
  await makeExpert(db, p.user.id, { intro: '专注英超亚盘十年', specialities: ['英超', '亚盘'] });
  return p;
}

export const analysis =
  '主队近五个主场四胜一平，防线稳固，只丢两球；客队客场作战能力一般，核心中场停赛，中场控制力明显下降。盘口从半球升到半一，机构看好主队，建议跟进主队。';

export function expertCalls(app: FastifyInstance) {
  const headers = (token?: string | null) => (token ? { accesstoken: token } : {});
  const post = (path: string, body: unknown, token?: string | null, extra = {}) =>
    app.inject({
      method: 'POST',
      url: `/gw${path}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers(token), ...extra },
    });
  const get = (path: string, token?: string | null) =>
    app.inject({ url: `/gw${path}`, headers: headers(token) });
  return {
    post,
    get,
    publish: (body: Record<string, unknown>, token?: string | null) =>
      post('/tj/recommend', { title: '英超焦点：主队稳中求胜', analysis, ...body }, token),
    plan: (code: string, token?: string | null) => get(`/tj/recommend/${code}`, token),
    buy: (planId: number, token: string | null, key: string) =>
      app.inject({
        method: 'POST',
        url: '/gw/pay/plan/buy',
        payload: `planId=${planId}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
          ...headers(token),
        },
      }),
    head: (expertId: number, token?: string | null) =>
      post('/tj/expert/pc/center/head', { expertId }, token),
  };
}
