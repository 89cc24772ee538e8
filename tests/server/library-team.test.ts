// The data library's team and player season calls, head-to-head and team search (issue 21), over the
// hand-built world of the match centre with a few line-ups and events added for a football player.
import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boxScores, competitions, matches } from '../../server/db/schema';
import type { FeedChange, FeedEvent, FeedLineupPlayer } from '../../server/providers/feed/types';
import { startTestApp, type TestApp, testEngine } from './harness';
import { A, B, C, CELTICS, D, HOUR, LAKERS, loadWorld, NOW } from './match-centre-world';

let t: TestApp;

const HAALAND = 10101;
const RODRI = 10102;

const lineup = (playerId: number, name: string, side: 'home' | 'away', starter: boolean) =>
  ({
    playerId,
    side,
    name,
    shirtNumber: 9,
    position: 'ST',
    starter,
    captain: false,
  }) satisfies FeedLineupPlayer;

let index = 100;
const event = (
  matchId: number,
  kind: FeedEvent['kind'],
  side: 'home' | 'away',
  playerId: number | null,
  playerName: string,
  relatedPlayerName = '',
): FeedChange => ({
  kind: 'event',
  at: NOW - 20 * HOUR,
  event: {
    matchId,
    index: index++,
    kind,
    minute: 50,
    addedMinute: 0,
    period: 2,
    side,
    playerId,
    playerName,
    relatedPlayerName,
    homeScore: 0,
    awayScore: 0,
    text: '',
  },
});

// 1212: D 0-3 A (A away): Haaland starts, scores twice (one a penalty), sets one up, is booked.
// 1211: A 2-2 C: Haaland comes on for Rodri and gets two yellows (a red).
// 1210: A 1-0 B: on the bench, never on: no appearance.
const playerChanges: FeedChange[] = [
  {
    kind: 'lineups',
    at: NOW - 21 * HOUR,
    matchId: 1212,
    players: [
      lineup(HAALAND, '埃尔林·哈兰德', 'away', true),
      lineup(RODRI, '罗德里', 'away', true),
    ],
  },
  {
    kind: 'lineups',
    at: NOW - 21 * HOUR,
    matchId: 1211,
    players: [
      lineup(HAALAND, '埃尔林·哈兰德', 'home', false),
      lineup(RODRI, '罗德里', 'home', true),
    ],
  },
  {
    kind: 'lineups',
    at: NOW - 21 * HOUR,
    matchId: 1210,
    players: [lineup(HAALAND, '埃尔林·哈兰德', 'home', false)],
  },
  event(1212, 'goal', 'away', HAALAND, '埃尔林·哈兰德', '罗德里'),
  event(1212, 'penaltyGoal', 'away', HAALAND, '埃尔林·哈兰德'),
  event(1212, 'goal', 'away', RODRI, '罗德里', '埃尔林·哈兰德'),
  event(1212, 'yellowCard', 'away', HAALAND, '埃尔林·哈兰德'),
  event(1211, 'substitution', 'home', RODRI, '罗德里', '埃尔林·哈兰德'),
  event(1211, 'yellowCard', 'home', HAALAND, '埃尔林·哈兰德'),
  event(1211, 'secondYellow', 'home', HAALAND, '埃尔林·哈兰德'),
  // An own goal is no goal of his.
  event(1211, 'ownGoal', 'away', HAALAND, '埃尔林·哈兰德'),
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
  await t.app.ctx.ingest.changes(playerChanges, { cursor: NOW - 20 * HOUR, backfill: true });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const inject = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/gw${url}`, headers });
const get = async (url: string) => (await inject(url)).json();

/** The team's finished matches of the current season, read straight from the rows. */
async function finishedRows(teamId: number, state: number) {
  const rows = await t.database.db
    .select({ m: matches })
    .from(matches)
    .innerJoin(
      competitions,
      and(eq(competitions.id, matches.competitionId), eq(competitions.seasonId, matches.seasonId)),
    )
    .where(
      and(
        eq(matches.state, state),
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
      ),
    );
  return rows.map((r) => {
    const home = r.m.homeTeamId === teamId;
    return {
      home,
      own: home ? r.m.homeScore : r.m.awayScore,
      other: home ? r.m.awayScore : r.m.homeScore,
    };
  });
}

describe(`team season (${testEngine()})`, () => {
  it('counts the football season from the match rows: W/D/L, goals, clean sheets, home and away', async () => {
    const { code, data } = await get(`/live/fb-team/${A}/season`);
    expect(code).toBe(200);
    const rows = await finishedRows(A, 8);
    expect(rows.length).toBeGreaterThan(5);
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    const sum = (list: typeof rows, key: 'own' | 'other') => list.reduce((n, r) => n + r[key], 0);
    expect(data.stats).toMatchObject({
      played: rows.length,
      won: count((r) => r.own > r.other),
      drawn: count((r) => r.own === r.other),
      lost: count((r) => r.own < r.other),
      scoredFor: sum(rows, 'own'),
      scoredAgainst: sum(rows, 'other'),
      cleanSheets: count((r) => r.other === 0),
    });
    const home = rows.filter((r) => r.home);
    expect(data.stats.home).toMatchObject({ played: home.length, scoredFor: sum(home, 'own') });
    expect(data.stats.home.played + data.stats.away.played).toBe(rows.length);
    expect(data.results).toHaveLength(rows.length);
    // Newest first; the series runs the other way.
    const kickoffs = data.results.map((r: { kickoffAt: number }) => r.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => b - a));
    expect(data.series.map((p: { matchId: number }) => p.matchId)).toEqual(
      data.results.map((r: { id: number }) => r.id).reverse(),
    );
    // Tonight's match in an hour and the later ones are upcoming; the postponed one is not.
    const upcoming = data.upcoming.map((m: { id: number }) => m.id);
    expect(upcoming[0]).toBe(1306);
    expect(upcoming).not.toContain(1213);
    // League matches have a position, the other competition's do not; every other league team is offered.
    for (const p of data.series) {
      if (p.league) expect(p.position).toBeGreaterThanOrEqual(1);
      else expect(p.position).toBeNull();
    }
    expect(data.leagueTeams.map((x: { id: number }) => x.id).sort()).toEqual(
      expect.arrayContaining([B, C, D]),
    );
    expect(data.leagueTeams.map((x: { id: number }) => x.id)).not.toContain(A);
  });

  it('counts a basketball season without draws or clean sheets', async () => {
    const { data } = await get(`/live/bb-team/${LAKERS}/season`);
    const rows = await finishedRows(LAKERS, 10);
    expect(data.stats).toMatchObject({
      played: rows.length,
      won: rows.filter((r) => r.own > r.other).length,
      drawn: 0,
      cleanSheets: null,
    });
    expect(data.series.every((p: { position: null }) => p.position === null)).toBe(true);
  });

  it('refuses bad ids, unknown teams and a team of the other sport', async () => {
    const bad = await inject('/live/fb-team/abc/season');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(10001);
    expect((await inject('/live/fb-team/0/season')).statusCode).toBe(400);
    const other = await inject(`/live/fb-team/${LAKERS}/season`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 14002 });
    expect((await get(`/live/bb-team/${A}/season`)).code).toBe(14002);
    expect((await get('/live/fb-team/999999/season')).code).toBe(14002);
  });

  it('answers a second GET with If-None-Match by 304, gzipped when asked', async () => {
    const first = await inject(`/live/fb-team/${B}/season`, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await inject(`/live/fb-team/${B}/season`, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe(`head-to-head and search (${testEngine()})`, () => {
  it('mirrors A v B and B v A, and counts the meetings from the rows', async () => {
    const ab = (await get(`/live/fb-team/${A}/h2h/${B}`)).data;
    const ba = (await get(`/live/fb-team/${B}/h2h/${A}`)).data;
    const rows = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.state, 8),
          inArray(matches.homeTeamId, [A, B]),
          inArray(matches.awayTeamId, [A, B]),
        ),
      );
    expect(ab.meetings).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThan(2);
    expect(ab.summary.played).toBe(rows.length);
    expect(ab.summary.won).toBe(ba.summary.lost);
    expect(ab.summary.lost).toBe(ba.summary.won);
    expect(ab.summary.drawn).toBe(ba.summary.drawn);
    expect(ab.summary.scoredFor).toBe(ba.summary.scoredAgainst);
    expect(ab.meetings.map((m: { id: number }) => m.id)).toEqual(
      ba.meetings.map((m: { id: number }) => m.id),
    );
    expect(ab.other).toMatchObject({ id: B, shortName: '阿森纳' });
  });

  it('refuses the same team twice, a bad other id and a team of the other sport', async () => {
    const same = await inject(`/live/fb-team/${A}/h2h/${A}`);
    expect(same.statusCode).toBe(400);
    expect((await inject(`/live/fb-team/${A}/h2h/x`)).statusCode).toBe(400);
    expect((await get(`/live/fb-team/${A}/h2h/${LAKERS}`)).code).toBe(14002);
    expect((await get(`/live/bb-team/${LAKERS}/h2h/${CELTICS}`)).code).toBe(200);
  });

  it('finds teams of the sport by name, and refuses an empty word', async () => {
    const { data } = await get(`/live/fb-team-search?kw=${encodeURIComponent('曼')}`);
    expect(data.list.map((x: { id: number }) => x.id)).toEqual([A]);
    const bb = await get(`/live/bb-team-search?kw=${encodeURIComponent('湖人')}`);
    expect(bb.data.list).toEqual([
      { id: LAKERS, name: '洛杉矶湖人', shortName: '湖人', competition: 'NBA' },
    ]);
    // A LIKE wildcard is a character, not a pattern.
    expect((await get('/live/fb-team-search?kw=%25')).data.list).toEqual([]);
    expect((await inject('/live/fb-team-search?kw=')).statusCode).toBe(400);
  });
});

describe(`player season (${testEngine()})`, () => {
  it("counts a football player's season from line-ups and events", async () => {
    const { code, data } = await get(`/live/fb-player/${HAALAND}/season`);
    expect(code).toBe(200);
    expect(data.stats).toEqual({
      appearances: 2,
      starts: 1,
      goals: 2,
      assists: 1,
      yellowCards: 2,
      redCards: 1,
    });
    expect(data.log.map((g: { matchId: number }) => g.matchId)).toEqual([1212, 1211]);
    expect(data.log[0]).toMatchObject({
      home: false,
      opponent: { id: D },
      scoredFor: 3,
      scoredAgainst: 0,
      result: 'W',
      line: { starter: true, goals: 2, assists: 1, yellowCards: 1, redCards: 0 },
    });
    expect(data.log[1].line).toMatchObject({ starter: false, goals: 0, redCards: 1 });
    expect((await get(`/live/fb-player/${RODRI}/season`)).data.stats).toMatchObject({
      appearances: 2,
      goals: 1,
      assists: 1,
    });
  });

  it("sums a basketball player's box scores of this season's finished games", async () => {
    const { data } = await get('/live/bb-player/1010101/season');
    const rows = await t.database.db
      .select({ b: boxScores })
      .from(boxScores)
      .innerJoin(matches, eq(matches.id, boxScores.matchId))
      .innerJoin(
        competitions,
        and(
          eq(competitions.id, matches.competitionId),
          eq(competitions.seasonId, matches.seasonId),
        ),
      )
      .where(and(eq(boxScores.playerId, 1010101), eq(matches.state, 10)));
    const played = rows.filter((r) => r.b.minutesPlayed > 0);
    expect(data.totals.games).toBe(played.length);
    expect(data.totals.points).toBe(played.reduce((n, r) => n + r.b.points, 0));
    expect(data.totals.rebounds).toBe(played.reduce((n, r) => n + r.b.rebounds, 0));
    expect(data.log).toHaveLength(played.length);
    // The averages of the player call come from the same games.
    const player = (await get('/live/bb-player/1010101')).data;
    expect(player.averages.games).toBe(data.totals.games);
    expect(data.log[0].line).toHaveProperty('fieldGoalsAccuracy');
  });

  it('refuses a basketball id on the football call, unknown players and bad ids', async () => {
    const wrong = await inject('/live/fb-player/1010101/season');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe(14003);
    expect((await get(`/live/bb-player/${HAALAND}/season`)).code).toBe(14003);
    expect((await inject('/live/bb-player/-3/season')).statusCode).toBe(400);
    expect((await get('/live/fb-player/424242/season')).code).toBe(14003);
  });
});
