// The lottery issues over the simulator's fixtures: 竞彩足球, 北京单场, 足彩胜负14场 and 竞彩篮球 number
// their matches the way the real lotteries print them, with the play types and handicaps of spec §3.
import { describe, expect, it } from 'vitest';
import { isBasketballPlayType, isFootballPlayType } from '../../contract/enums/play-types';
import { lotteryIssues } from '../../server/providers/feed/simulator/lottery';
import type { CompetitionSpec, TeamSpec } from '../../server/providers/feed/simulator/model';
import { Rng } from '../../server/providers/feed/simulator/rng';
import type { FeedFixture, FeedLotteryIssue, Sport } from '../../server/providers/feed/types';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;
/** Monday 16 November 2026, 00:00 UTC: two weeks of fixtures from here. */
const START = Date.UTC(2026, 10, 16);
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

// ---- test inputs: eight competitions and two weeks of their fixtures ------------------------------

interface Def {
  id: number;
  sport: Sport;
  shortName: string;
  tier: number;
  hot: boolean;
  kind: 'league' | 'cup';
  rules?: 'nba' | 'fiba';
  /** UTC kick-off times by weekday (0 = Sunday). */
  days: Partial<Record<number, string[]>>;
}

const defs: Def[] = [
  {
    id: 1,
    sport: 'football',
    shortName: '英超',
    tier: 1,
    hot: true,
    kind: 'league',
    days: {
      6: ['12:30', '15:00', '15:00', '15:00', '17:30'],
      0: ['14:00', '14:00', '16:30'],
      2: ['19:45', '20:00'],
    },
  },
  {
    id: 2,
    sport: 'football',
    shortName: '西甲',
    tier: 1,
    hot: true,
    kind: 'league',
    days: {
      6: ['13:00', '15:15', '17:30', '20:00'],
      0: ['13:00', '15:15', '17:30', '20:00'],
      3: ['18:00'],
    },
  },
  {
    id: 3,
    sport: 'football',
    shortName: '中超',
    tier: 1,
    hot: true,
    kind: 'league',
    days: { 6: ['11:35', '11:35'], 0: ['07:30', '11:35'] },
  },
  {
    id: 4,
    sport: 'football',
    shortName: '欧冠',
    tier: 1,
    hot: true,
    kind: 'cup',
    days: { 2: ['17:45', '20:00', '20:00'], 3: ['20:00', '20:00'] },
  },
  {
    id: 5,
    sport: 'football',
    shortName: '英冠',
    tier: 2,
    hot: false,
    kind: 'league',
    days: { 6: ['15:00', '15:00', '15:00'], 2: ['19:45'] },
  },
  {
    id: 6,
    sport: 'basketball',
    shortName: 'NBA',
    tier: 1,
    hot: true,
    kind: 'league',
    rules: 'nba',
    days: Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, ['00:00', '00:30', '01:00', '02:30', '03:30']]),
    ),
  },
  {
    id: 7,
    sport: 'basketball',
    shortName: 'CBA',
    tier: 1,
    hot: true,
    kind: 'league',
    rules: 'fiba',
    days: { 2: ['11:35', '11:35'], 4: ['11:35'], 6: ['11:35'] },
  },
  {
    id: 8,
    sport: 'basketball',
    shortName: '欧篮联',
    tier: 1,
    hot: false,
    kind: 'league',
    rules: 'fiba',
    days: { 4: ['19:00'], 5: ['19:30'] },
  },
];

const competitions: CompetitionSpec[] = defs.map((d) => ({
  id: d.id,
  sport: d.sport,
  name: d.shortName,
  shortName: d.shortName,
  country: '国际',
  kind: d.kind,
  tier: d.tier,
  color: '#000000',
  hot: d.hot,
  seasonName: '2026/27',
  utcOffset: 0,
  slots: {},
  format: d.kind === 'cup' ? 'knockout' : 'league',
  ...(d.rules ? { rules: d.rules } : {}),
  teamIds: Array.from({ length: 20 }, (_, i) => d.id * 100 + i),
}));

const teams: TeamSpec[] = defs.flatMap((d) =>
  Array.from({ length: 20 }, (_, i) => ({
    id: d.id * 100 + i,
    sport: d.sport,
    name: `${d.shortName}${i}`,
    shortName: `${d.shortName}${i}`,
    country: '国际',
    competitionId: d.id,
    // Team i is rated 90 − 2i: team 0 is the best of its league.
    rating: 90 - 2 * i,
    namePool: 'england',
  })),
);

function buildFixtures(): FeedFixture[] {
  const out: FeedFixture[] = [];
  let id = 1;
  for (let day = 0; day < 14; day++) {
    const date = START + day * DAY;
    const weekday = new Date(date).getUTCDay();
    for (const d of defs) {
      (d.days[weekday] ?? []).forEach((time, i) => {
        const [h, m] = time.split(':').map(Number) as [number, number];
        // Pairings rotate: home side (2i + day) % 20 against the next one.
        const home = (2 * i + day) % 20;
        out.push({
          id: id++,
          sport: d.sport,
          competitionId: d.id,
          seasonId: 1,
          round: '第1轮',
          homeTeamId: d.id * 100 + home,
          awayTeamId: d.id * 100 + ((home + 7) % 20),
          kickoffAt: date + h * HOUR + m * MIN,
          knockout: d.kind === 'cup',
          neutral: false,
          venue: '',
        });
      });
    }
  }
  return out;
}

const fixtures = buildFixtures();
const fixtureById = new Map(fixtures.map((f) => [f.id, f]));
const competitionOf = (matchId: number) =>
  competitions.find((c) => c.id === fixtureById.get(matchId)!.competitionId)!;
const issues = lotteryIssues(fixtures, competitions, new Rng('lottery'), { teams });
const of = (code: FeedLotteryIssue['lotteryCode']) => issues.filter((i) => i.lotteryCode === code);

/** The Beijing sales day (12:00 to 12:00) a kick-off falls in, as YYYY-MM-DD. */
const salesDayOf = (at: number) => new Date(at + BEIJING - 12 * HOUR).toISOString().slice(0, 10);

function expectKickoffOrder(issue: FeedLotteryIssue) {
  const kickoffs = issue.matches.map((m) => fixtureById.get(m.matchId)!.kickoffAt);
  for (let i = 1; i < kickoffs.length; i++)
    expect(kickoffs[i]!).toBeGreaterThanOrEqual(kickoffs[i - 1]!);
}

// ---- 竞彩足球 ---------------------------------------------------------------------------

describe('竞彩足球 (jczq)', () => {
  const jczq = of('jczq');

  it('runs one issue per sales day, named by its date', () => {
    const days = new Set(
      fixtures
        .filter((f) => [1, 2, 3, 4].includes(f.competitionId))
        .map((f) => salesDayOf(f.kickoffAt)),
    );
    expect(jczq.map((i) => i.issueNo)).toEqual([...days].sort());
    expect(new Set(jczq.map((i) => i.issueNo)).size).toBe(jczq.length);
    for (const issue of jczq) {
      expect(issue.issueNo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const m of issue.matches)
        expect(salesDayOf(fixtureById.get(m.matchId)!.kickoffAt)).toBe(issue.issueNo);
    }
  });

  it('numbers matches 周X001, 周X002… in kick-off order, the weekday of the sales day', () => {
    for (const issue of jczq) {
      const weekday = WEEKDAYS[new Date(`${issue.issueNo}T00:00:00Z`).getUTCDay()]!;
      const numbers = issue.matches.map((m) => m.number);
      expect(numbers).toEqual(numbers.map((_, i) => `${weekday}${String(i + 1).padStart(3, '0')}`));
      expectKickoffOrder(issue);
    }
  });

  it('sells every top-flight and continental match once, and no second tier', () => {
    const sold = jczq.flatMap((i) => i.matches.map((m) => m.matchId));
    expect(new Set(sold).size).toBe(sold.length);
    const expected = fixtures
      .filter((f) => [1, 2, 3, 4].includes(f.competitionId))
      .map((f) => f.id);
    expect(sold.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('offers 胜平负, 让球 and parlay on all, 单关 on some only', () => {
    const all = jczq.flatMap((i) => i.matches);
    for (const m of all) {
      expect(m.playTypes.every(isFootballPlayType)).toBe(true);
      expect(m.playTypes).toEqual([...new Set(m.playTypes)].sort((a, b) => a - b));
      expect(m.playTypes).toEqual(expect.arrayContaining([1, 2, 5]));
    }
    const single = all.filter((m) => m.playTypes.includes(4)).length;
    expect(single).toBeGreaterThan(0);
    expect(single).toBeLessThan(all.length);
  });

  it('gives a whole-goal 让球, never level, the stronger home side giving', () => {
    for (const m of jczq.flatMap((i) => i.matches)) {
      expect(Number.isInteger(m.handicap)).toBe(true);
      expect(m.handicap).not.toBe(0);
      expect(Math.abs(m.handicap!)).toBeLessThanOrEqual(3);
      const f = fixtureById.get(m.matchId)!;
      const gap = (f.awayTeamId % 100) - (f.homeTeamId % 100); // positive: home rated higher
      if (gap >= 5) expect(m.handicap!).toBeLessThan(0);
      if (gap <= -10) expect(m.handicap!).toBeGreaterThan(0);
    }
  });

  it('closes sales a few minutes before its last match', () => {
    for (const issue of jczq) {
      const last = Math.max(...issue.matches.map((m) => fixtureById.get(m.matchId)!.kickoffAt));
      expect(issue.salesCloseAt).toBeLessThan(last);
      expect(issue.salesCloseAt).toBeGreaterThanOrEqual(last - 15 * MIN);
    }
  });
});

// ---- 北京单场 ------------------------------------------------------------------------------

describe('北京单场 (bjdc)', () => {
  const bjdc = of('bjdc');

  it('runs an issue every few days, numbered year, month and sequence', () => {
    expect(bjdc.length).toBeGreaterThanOrEqual(4);
    for (const issue of bjdc) {
      expect(issue.issueNo).toMatch(/^26(11|12)\d{2}$/);
      const kickoffs = issue.matches.map((m) => fixtureById.get(m.matchId)!.kickoffAt);
      expect(Math.max(...kickoffs) - Math.min(...kickoffs)).toBeLessThan(4 * DAY);
    }
    const november = bjdc
      .filter((i) => i.issueNo.startsWith('2611'))
      .map((i) => Number(i.issueNo.slice(4)));
    for (let i = 1; i < november.length; i++) expect(november[i]).toBe(november[i - 1]! + 1);
  });

  it('covers a wider set than 竞彩 (second tiers too), each match once, numbered 1… in kick-off order', () => {
    const sold = bjdc.flatMap((i) => i.matches.map((m) => m.matchId));
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold.length).toBe(fixtures.filter((f) => f.sport === 'football').length);
    expect(sold.some((id) => competitionOf(id).tier === 2)).toBe(true);
    for (const issue of bjdc) {
      expect(issue.matches.map((m) => m.number)).toEqual(
        issue.matches.map((_, i) => String(i + 1)),
      );
      expectKickoffOrder(issue);
    }
  });

  it('has a handicap for every match and football play types', () => {
    for (const m of bjdc.flatMap((i) => i.matches)) {
      expect(Number.isInteger(m.handicap)).toBe(true);
      expect(m.playTypes.every(isFootballPlayType)).toBe(true);
      expect(m.playTypes).toContain(2);
    }
  });
});

// ---- 足彩胜负14场 ---------------------------------------------------------------------------

describe('足彩胜负14场 (zc)', () => {
  const zc = of('zc');

  it('draws exactly fourteen league matches of each weekend', () => {
    expect(zc).toHaveLength(2);
    for (const issue of zc) {
      expect(issue.matches).toHaveLength(14);
      expect(issue.issueNo).toMatch(/^26\d{3}$/);
      issue.matches.forEach((m, i) => {
        expect(m.number).toBe(String(i + 1));
        expect(m.playTypes).toEqual([1]);
        expect(m.handicap).toBeNull();
        const c = competitionOf(m.matchId);
        expect(c.sport === 'football' && c.kind === 'league' && c.tier === 1).toBe(true);
        const weekday = new Date(salesDayOf(fixtureById.get(m.matchId)!.kickoffAt)).getUTCDay();
        expect([5, 6, 0]).toContain(weekday);
      });
      expectKickoffOrder(issue);
    }
    expect(Number(zc[1]!.issueNo)).toBeGreaterThan(Number(zc[0]!.issueNo));
  });

  it('closes before the first of its fourteen kicks off', () => {
    for (const issue of zc) {
      const first = Math.min(...issue.matches.map((m) => fixtureById.get(m.matchId)!.kickoffAt));
      expect(issue.salesCloseAt).toBeLessThan(first);
      expect(issue.salesCloseAt).toBeGreaterThanOrEqual(first - HOUR);
    }
  });
});

// ---- 竞彩篮球 -------------------------------------------------------------------------------

describe('竞彩篮球 (jclq)', () => {
  const jclq = of('jclq');

  it('sells NBA and CBA games per sales day, numbered 301, 302… in tip-off order', () => {
    expect(jclq.length).toBeGreaterThanOrEqual(13);
    for (const issue of jclq) {
      expect(issue.matches.map((m) => m.number)).toEqual(
        issue.matches.map((_, i) => String(301 + i)),
      );
      expectKickoffOrder(issue);
      for (const m of issue.matches) {
        expect(['NBA', 'CBA']).toContain(competitionOf(m.matchId).shortName);
        expect(salesDayOf(fixtureById.get(m.matchId)!.kickoffAt)).toBe(issue.issueNo);
      }
    }
  });

  it('puts a morning NBA game (Beijing) in the previous day’s issue', () => {
    // Tuesday 17 November 08:00 Beijing = Tuesday 00:00 UTC: sold on Monday's issue.
    const game = fixtures.find(
      (f) => f.competitionId === 6 && f.kickoffAt === Date.UTC(2026, 10, 17, 0, 0),
    )!;
    const issue = jclq.find((i) => i.matches.some((m) => m.matchId === game.id))!;
    expect(issue.issueNo).toBe('2026-11-16');
  });

  it('offers 让分 and 大小分 with a half-point spread from the home side', () => {
    for (const m of jclq.flatMap((i) => i.matches)) {
      expect(m.playTypes).toEqual([1, 2]);
      expect(m.playTypes.every(isBasketballPlayType)).toBe(true);
      expect(Math.abs(m.handicap! % 1)).toBe(0.5);
      const f = fixtureById.get(m.matchId)!;
      const gap = (f.awayTeamId % 100) - (f.homeTeamId % 100);
      if (gap >= 5) expect(m.handicap!).toBeLessThan(0);
    }
  });
});

// ---- all lotteries ---------------------------------------------------------------------------

describe('lottery issues', () => {
  it('cut sales days at 12:00 Beijing', () => {
    const at = (h: number, m: number) => Date.UTC(2026, 10, 20, h - 8, m);
    const premierLeague = fixtures.find((f) => f.competitionId === 1)!;
    const two = [at(11, 59), at(12, 0)].map((kickoffAt, i) => ({
      ...premierLeague,
      id: 9000 + i,
      kickoffAt,
    }));
    const jczq = lotteryIssues(two, competitions, new Rng(1), { teams }).filter(
      (i) => i.lotteryCode === 'jczq',
    );
    expect(jczq.map((i) => [i.issueNo, i.matches.map((m) => m.number)])).toEqual([
      ['2026-11-19', ['周四001']],
      ['2026-11-20', ['周五001']],
    ]);
  });

  it('are the same for the same input, whatever the order of the fixtures', () => {
    const shuffled = new Rng('shuffle').shuffle(fixtures);
    expect(lotteryIssues(shuffled, competitions, new Rng('lottery'), { teams })).toEqual(issues);
  });

  it('leave out issues the window of fixtures cuts, so numbers never shift as the window slides', () => {
    // The window starts at midnight Beijing on Tuesday 17 November: Monday's sales day is cut in half.
    const from = Date.UTC(2026, 10, 17) - BEIJING;
    const to = Date.UTC(2026, 10, 30) - BEIJING;
    const inside = fixtures.filter((f) => f.kickoffAt >= from && f.kickoffAt < to);
    const windowed = lotteryIssues(inside, competitions, new Rng('lottery'), {
      teams,
      window: { from, to },
    });
    expect(windowed.length).toBeGreaterThan(0);
    // Monday's and the last Sunday's sales days reach outside: in the full list, not in this one.
    for (const cut of ['2026-11-16', '2026-11-29']) {
      expect(issues.some((i) => i.issueNo === cut)).toBe(true);
      expect(windowed.some((i) => i.issueNo === cut)).toBe(false);
    }
    // Every issue left is whole, numbered exactly as with all the fixtures.
    for (const issue of windowed) {
      expect(issue).toEqual(
        issues.find((i) => i.lotteryCode === issue.lotteryCode && i.issueNo === issue.issueNo),
      );
    }
    const codes = new Set(windowed.map((i) => i.lotteryCode));
    expect([...codes].sort()).toEqual(['bjdc', 'jclq', 'jczq', 'zc']);
  });

  it('still give every match a handicap without the ratings', () => {
    const drawn = lotteryIssues(fixtures, competitions, new Rng('lottery'));
    for (const issue of drawn) {
      for (const m of issue.matches) {
        if (issue.lotteryCode === 'zc') expect(m.handicap).toBeNull();
        else expect(m.handicap).not.toBeNull();
      }
    }
    expect(lotteryIssues(fixtures, competitions, new Rng('lottery'))).toEqual(drawn);
  });
});
