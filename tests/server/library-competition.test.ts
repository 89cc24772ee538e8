// A competition page's calls (head, table splits, schedule, bracket, leaders) over the match-centre world
// plus a small cup, a few timelines and line-ups of this file's own, put in through the ingest.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, testEngine } from './harness';
import { CUP, E1, E2, G, H, loadCompetitionWorld } from './library-competition-world';
import { A, B, C, D, loadWorld, NOW } from './match-centre-world';

let t: TestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
  await loadCompetitionWorld(t.app.ctx.ingest);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/gw${url}` })).json();
const base = '/live/database/competition';

type Row = {
  teamId: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoredFor: number;
  scoredAgainst: number;
  points: number;
  rank: number;
  form: string;
  streak: string;
  gamesBehind: number;
};

describe(`competition page calls (${testEngine()})`, () => {
  it('heads a league with its seasons, zones and tabs, a cup opening on its bracket', async () => {
    const league = await get(`${base}/1`);
    expect(league.code).toBe(200);
    expect(league.data.competition).toMatchObject({ id: 1, shortName: '英超' });
    expect(league.data.tabs).toEqual(['standings', 'schedule', 'leaders']);
    expect(league.data.zones.map((z: { label: string }) => z.label)).toEqual(['欧冠', '降级']);
    expect(league.data.season).toMatchObject({ id: 12026, current: true });
    const cupHead = (await get(`${base}/${CUP}`)).data;
    expect(cupHead.tabs).toEqual(['bracket', 'schedule', 'leaders']);
    // Last season's NBA game makes a second season, named a year back.
    const nba = (await get(`${base}/101`)).data;
    expect(nba.seasons).toEqual([
      { id: 1012026, name: '2026/27', current: true },
      { id: 1012025, name: '2025/26', current: false },
    ]);
    const unknown = (await get(`${base}/101?seasonId=77`)).data;
    expect(unknown).toMatchObject({ hasData: false, season: { id: 77 } });
  });

  it('splits the table into home and away that add up to the total, which is the stored table', async () => {
    const answer = await get(`${base}/1/standings`);
    expect(answer.msg).toBe('success');
    const { data } = answer;
    expect(data.zones).toHaveLength(2);
    expect(data.groups).toHaveLength(1);
    const [group] = data.groups;
    const stored = (await get('/live/fb/standings/1')).data.rows as Row[];
    const byTeam = (rows: Row[]) => new Map(rows.map((r) => [r.teamId, r]));
    const total = byTeam(group.total);
    const home = byTeam(group.home);
    const away = byTeam(group.away);
    expect(total.size).toBe(stored.length);
    for (const s of stored) {
      const row = total.get(s.teamId)!;
      expect(row).toMatchObject({
        played: s.played,
        won: s.won,
        drawn: s.drawn,
        lost: s.lost,
        points: s.points,
        form: s.form,
      });
      for (const k of [
        'played',
        'won',
        'drawn',
        'lost',
        'scoredFor',
        'scoredAgainst',
        'points',
      ] as const) {
        expect(home.get(s.teamId)![k] + away.get(s.teamId)![k]).toBe(row[k]);
      }
    }
    // City at home: 1201 W 2-1, 1203 W 3-0, 1206 L 0-2, 1211 D 2-2 (1208 and 1210 were the cup).
    expect(home.get(A)).toMatchObject({
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      scoredFor: 7,
      scoredAgainst: 5,
    });
    expect(group.total.map((r: Row) => r.rank)).toEqual(
      group.total.map((_: Row, i: number) => i + 1),
    );
    // City's league results in order: W D W L L L W D W → a one-game winning run.
    expect(total.get(A)!.streak).toBe('W1');
  });

  it('groups a basketball table by conference with games behind', async () => {
    const { data } = await get(`${base}/101/standings`);
    const rows = data.groups.flatMap((g: { total: Row[] }) => g.total);
    expect(rows.map((r: Row) => [r.team, r.won, r.lost, r.gamesBehind])).toEqual([
      ['湖人', 2, 1, 0],
      ['凯尔特人', 1, 1, 0.5],
      ['勇士', 0, 1, 1],
    ]);
    expect(rows[0].streak).toBe('W1');
    expect((await get(`${base}/${CUP}/standings`)).data.groups).toEqual([]);
  });

  it('answers the schedule by round (the current one by default) and by day', async () => {
    const { data } = await get(`${base}/${CUP}/schedule`);
    expect(data.rounds.map((r: { name: string; count: number }) => [r.name, r.count])).toEqual([
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['决赛', 1],
    ]);
    expect(data.currentRound).toBe('决赛');
    expect(data.matches.map((m: { id: number }) => m.id)).toEqual([5007]);
    const qf = (await get(`${base}/${CUP}/schedule?round=${encodeURIComponent('1/4决赛')}`)).data;
    expect(qf.matches.map((m: { id: number }) => m.id)).toEqual([5001, 5002, 5003, 5004]);
    const day = qf.days[1];
    const byDay = (await get(`${base}/${CUP}/schedule?date=${day}`)).data;
    expect(byDay).toMatchObject({ round: null, date: day });
    expect(byDay.matches.map((m: { round: string }) => m.round)).toEqual(['半决赛', '半决赛']);
  });

  it('draws the bracket: rounds in order, each ordered by the ties that fed it, winners by score or shoot-out', async () => {
    const { data } = await get(`${base}/${CUP}/bracket`);
    expect(data.rounds.map((r: { name: string }) => r.name)).toEqual(['1/4决赛', '半决赛', '决赛']);
    type Tie = {
      home: { id: number };
      away: { id: number };
      winnerId: number | null;
      from: number[];
    };
    const pairs = (i: number) => data.rounds[i].ties.map((x: Tie) => [x.home.id, x.away.id]);
    expect(pairs(0)).toEqual([
      [A, E1],
      [G, H],
      [C, E2],
      [B, D],
    ]);
    expect(pairs(1)).toEqual([
      [H, A],
      [C, B],
    ]);
    expect(data.rounds[1].ties.map((x: Tie) => x.from)).toEqual([
      [1, 0],
      [2, 3],
    ]);
    expect(data.rounds[0].ties.map((x: Tie) => x.winnerId)).toEqual([A, H, C, B]);
    expect(data.rounds[2].ties[0]).toMatchObject({ winnerId: null, home: { score: null } });
    expect((await get(`${base}/1/bracket`)).data.rounds).toEqual([]);
  });

  it('counts the leaders from the timeline and line-ups', async () => {
    const { data } = await get(`${base}/1/leaders`);
    const boardOf = (key: string) =>
      data.boards
        .find((b: { key: string }) => b.key === key)
        .rows.map((r: { name: string; value: number; rank: number; teamId: number }) => [
          r.name,
          r.value,
          r.rank,
        ]);
    // Goals and penalties count, an own goal does not; assists come by name through the line-up.
    expect(boardOf('goals')).toEqual([
      ['埃尔林·哈兰德', 3, 1],
      ['布卡约·萨卡', 1, 2],
      ['菲尔·福登', 1, 2],
    ]);
    expect(boardOf('assists')).toEqual([['菲尔·福登', 1, 1]]);
    expect(boardOf('yellowCards')).toEqual([['罗德里', 2, 1]]);
    expect(boardOf('redCards')).toEqual([['罗德里', 1, 1]]);
    // Two GKs, one clean sheet each (1203 home 3-0, 1212 away 0-3); 1201's keeper conceded.
    expect(
      boardOf('cleanSheets')
        .map((r: unknown[]) => r[0])
        .sort(),
    ).toEqual(['埃德森', '斯特凡·奥尔特加'].sort());
    const goals = data.boards[0].rows[0];
    expect(goals).toMatchObject({ playerId: 10101, teamId: A, team: '曼城', games: 2 });
  });

  it('averages basketball leaders per game over players with enough games', async () => {
    const { data } = await get(`${base}/101/leaders`);
    // Most games by a side: the Lakers' 3 this season → at least 2.
    expect(data.minGames).toBe(2);
    const points = data.boards.find((b: { key: string }) => b.key === 'points');
    // LeBron: 30 and 20 points in the two games he played (the DNP and last season left out).
    expect(points.rows).toEqual([
      {
        rank: 1,
        playerId: 1010101,
        name: '勒布朗·詹姆斯',
        teamId: 10101,
        team: '湖人',
        value: 25,
        games: 2,
      },
    ]);
  });

  it('refuses bad input with a 4xx envelope and an unknown competition with 14004', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/gw${base}/x1/standings` });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().code).toBe(10001);
    expect((await get(`${base}/1/schedule?date=2026-1-2`)).code).toBe(10001);
    expect((await get(`${base}/1/leaders?seasonId=-3`)).code).toBe(10001);
    const missing = await t.app.inject({ method: 'GET', url: `/gw${base}/999/bracket` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(14004);
  });

  it('answers a second GET with If-None-Match by 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/gw${base}/1/standings` });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `/gw${base}/1/standings`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
