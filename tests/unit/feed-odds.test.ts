// The simulator's odds model: every bookmaker's 1X2, handicap and over/under for a match, from the opening
// line to full time, priced from the ratings with each book's margin and re-priced by the match script.
import { describe, expect, it } from 'vitest';
import type { CompetitionSpec, TeamSpec } from '../../server/providers/feed/simulator/model';
import { bookmakers, oddsScript } from '../../server/providers/feed/simulator/odds';
import { expectedGoals } from '../../server/providers/feed/simulator/odds/football';
import { Rng } from '../../server/providers/feed/simulator/rng';
import type {
  FeedChange,
  FeedFixture,
  FeedOdds,
  FeedSide,
  OddsMarket,
  Sport,
} from '../../server/providers/feed/types';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Saturday 21 November 2026, 20:00 Beijing. */
const KICKOFF = Date.UTC(2026, 10, 21, 12, 0);

// ---- test inputs: a competition, two teams, a fixture and a hand-made match script ------------------

function competition(sport: Sport, rules?: 'nba' | 'fiba'): CompetitionSpec {
  return {
    id: sport === 'football' ? 1 : 2,
    sport,
    name: sport === 'football' ? '英格兰超级联赛' : '美国职业篮球联赛',
    shortName: sport === 'football' ? '英超' : 'NBA',
    country: sport === 'football' ? '英格兰' : '美国',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    hot: true,
    seasonName: '2026/27',
    utcOffset: 0,
    slots: {},
    format: 'league',
    ...(rules ? { rules } : {}),
    teamIds: [1, 2],
  };
}

function team(id: number, sport: Sport, rating: number): TeamSpec {
  return {
    id,
    sport,
    name: `球队${id}`,
    shortName: `队${id}`,
    country: '英格兰',
    competitionId: 1,
    rating,
    namePool: 'england',
  };
}

function fixture(id: number, sport: Sport, extra: Partial<FeedFixture> = {}): FeedFixture {
  return {
    id,
    sport,
    competitionId: sport === 'football' ? 1 : 2,
    seasonId: 1,
    round: '第12轮',
    homeTeamId: 1,
    awayTeamId: 2,
    kickoffAt: KICKOFF,
    knockout: false,
    neutral: false,
    venue: '',
    ...extra,
  };
}

const side = (score: number, red: number): FeedSide => ({
  score,
  half: null,
  periods: [],
  penalties: null,
  red,
  yellow: 0,
  corners: 0,
});

interface Happening {
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'redCard';
}

type Ending = 'fullTime' | 'extraTime' | 'postponed';

/** Wall time of a football minute: the first half from kick-off, the second after a 15-minute break. */
const footballWall = (kickoff: number, minute: number) =>
  minute <= 45 ? kickoff + minute * MIN : kickoff + 63 * MIN + (minute - 45) * MIN;
const HALF_TIME_AT = (kickoff: number) => kickoff + 48 * MIN;
const FULL_TIME_AT = (kickoff: number) => footballWall(kickoff, 94);

/**
 * A football script as an engine writes one: 未开始 an hour before, live states every five minutes and at
 * every goal or red card (with its event), half-time, then full time, extra time or a postponement.
 */
function footballScript(f: FeedFixture, happenings: Happening[], ending: Ending = 'fullTime') {
  const k = f.kickoffAt;
  type Step = { at: number; state?: number; minute: number; happening?: Happening };
  const steps: Step[] = [{ at: k - 3 * HOUR, state: 1, minute: 0 }];
  if (ending === 'postponed') steps.push({ at: k - 2 * HOUR + 30 * MIN, state: 9, minute: 0 });
  else {
    for (let m = 0; m <= 90; m += 5)
      steps.push({ at: footballWall(k, m), state: m < 45 ? 2 : 4, minute: m });
    steps.push({ at: HALF_TIME_AT(k), state: 3, minute: 45 });
    for (const h of happenings)
      steps.push({ at: footballWall(k, h.minute) + 6_000, minute: h.minute, happening: h });
    if (ending === 'extraTime') {
      steps.push({ at: FULL_TIME_AT(k), state: 5, minute: 90 });
      steps.push({ at: FULL_TIME_AT(k) + 40 * MIN, state: 8, minute: 120 });
    } else steps.push({ at: FULL_TIME_AT(k), state: 8, minute: 90 });
  }
  steps.sort((a, b) => a.at - b.at);
  const out: FeedChange[] = [];
  const score = { home: 0, away: 0 };
  const red = { home: 0, away: 0 };
  let state = 1;
  let index = 0;
  for (const step of steps) {
    if (step.happening) {
      const h = step.happening;
      if (h.kind === 'goal') score[h.side]++;
      else red[h.side]++;
      out.push({
        kind: 'event',
        at: step.at,
        event: {
          matchId: f.id,
          index: index++,
          kind: h.kind,
          minute: h.minute,
          addedMinute: 0,
          period: h.minute <= 45 ? 1 : 2,
          side: h.side,
          playerId: null,
          playerName: '球员',
          relatedPlayerName: '',
          homeScore: score.home,
          awayScore: score.away,
          text: '',
        },
      });
    }
    if (step.state !== undefined) state = step.state;
    out.push({
      kind: 'live',
      at: step.at,
      state: {
        matchId: f.id,
        state,
        periodStartAt: null,
        minute: step.minute,
        addedTime: 0,
        clockSeconds: null,
        kickoffAt: k,
        home: side(score.home, red.home),
        away: side(score.away, red.away),
      },
    });
  }
  return out;
}

/** Wall time of a basketball game minute: 2.5 real minutes each, plus the breaks. */
const basketballWall = (kickoff: number, played: number, quarter: number) =>
  kickoff + played * 2.5 * MIN + (quarter - 1) * 2 * MIN + (quarter > 2 ? 13 * MIN : 0);

/** A basketball script: a live state every game minute, the breaks, a scoring run or two, full time. */
function basketballScript(f: FeedFixture, minutes: number, pointsPerMinute: number, rng: Rng) {
  const k = f.kickoffAt;
  const out: FeedChange[] = [];
  const score = { home: 0, away: 0 };
  const quarter = minutes / 4;
  const live = (at: number, state: number, minute: number) =>
    out.push({
      kind: 'live',
      at,
      state: {
        matchId: f.id,
        state,
        periodStartAt: null,
        minute,
        addedTime: 0,
        clockSeconds: 0,
        kickoffAt: k,
        home: side(score.home, 0),
        away: side(score.away, 0),
      },
    });
  live(k - HOUR, 1, 0);
  live(k, 2, 0);
  let index = 0;
  for (let t = 1; t <= minutes; t++) {
    const q = Math.ceil(t / quarter);
    score.home += rng.poisson(pointsPerMinute / 2);
    score.away += rng.poisson(pointsPerMinute / 2);
    if (t === minutes && score.home === score.away) score.home += 1;
    const at = basketballWall(k, t, q);
    if (rng.chance(0.05)) {
      out.push({
        kind: 'event',
        at,
        event: {
          matchId: f.id,
          index: index++,
          kind: 'run',
          minute: t,
          addedMinute: 0,
          period: q,
          side: 'home',
          playerId: null,
          playerName: '',
          relatedPlayerName: '',
          homeScore: score.home,
          awayScore: score.away,
          text: '',
        },
      });
    }
    const endOfQuarter = t % quarter === 0;
    live(at, endOfQuarter ? (q === 4 ? 10 : 2 * q + 1) : 2 * q, t);
    if (endOfQuarter && q < 4) live(basketballWall(k, t, q + 1), 2 * q + 2, t);
  }
  return out.sort((a, b) => a.at - b.at);
}

// ---- helpers over the output -------------------------------------------------------------------

const odds = (changes: FeedChange[]): FeedOdds[] =>
  changes.flatMap((c) => (c.kind === 'odds' ? [c.odds] : []));

/** Each book's history of one market, in order. */
function histories(list: FeedOdds[]): Map<string, FeedOdds[]> {
  const out = new Map<string, FeedOdds[]>();
  for (const o of list) {
    const key = `${o.bookmakerId}:${o.market}`;
    out.set(key, [...(out.get(key) ?? []), o]);
  }
  return out;
}

const implied = (values: number[]) => values.reduce((sum, v) => sum + 1 / v, 0);
/** Hong Kong waters → implied probabilities of the two sides. */
const impliedWaters = (values: number[]) => 1 / (1 + values[0]!) + 1 / (1 + values[2]!);
const isStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;
const marginOf = (bookmakerId: number, market: OddsMarket) =>
  bookmakers.find((b) => b.id === bookmakerId)!.margin[market];

function footballMatch(
  seed: string,
  happenings: Happening[],
  ratings: [number, number] = [80, 70],
  ending: Ending = 'fullTime',
  extra: Partial<FeedFixture> = {},
) {
  const f = fixture(100, 'football', extra);
  const script = footballScript(f, happenings, ending);
  const changes = oddsScript({
    fixture: f,
    competition: competition('football'),
    home: team(1, 'football', ratings[0]),
    away: team(2, 'football', ratings[1]),
    script,
    rng: new Rng(seed),
  });
  return { fixture: f, script, changes, list: odds(changes) };
}

// ---- the bookmakers ------------------------------------------------------------------------

describe('bookmakers', () => {
  it('are the eight companies Chinese odds pages compare, numbered from 1', () => {
    expect(bookmakers.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(bookmakers.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        '澳门',
        '皇冠',
        'Bet365',
        '立博',
        '威廉希尔',
        '易胜博',
        '伟德',
        '明陞',
      ]),
    );
  });

  it('keep margins of real books: 澳门 fattest on 1X2, 皇冠 thin, Asian lines 4-6 %', () => {
    const by = (name: string) => bookmakers.find((b) => b.name === name)!;
    expect(by('澳门').margin.europe).toBeCloseTo(0.08, 5);
    expect(by('Bet365').margin.europe).toBeCloseTo(0.05, 5);
    expect(by('皇冠').margin.europe).toBeCloseTo(0.04, 5);
    for (const b of bookmakers) {
      expect(b.margin.europe).toBeGreaterThanOrEqual(0.03);
      expect(b.margin.europe).toBeLessThanOrEqual(0.1);
      expect(b.margin.asia).toBeGreaterThanOrEqual(0.04);
      expect(b.margin.asia).toBeLessThanOrEqual(0.06);
    }
  });
});

// ---- one football match --------------------------------------------------------------------

describe('football odds of one match', () => {
  const happenings: Happening[] = [
    { minute: 30, side: 'home', kind: 'goal' },
    { minute: 55, side: 'away', kind: 'redCard' },
    { minute: 70, side: 'away', kind: 'goal' },
  ];
  const { fixture: f, changes, list } = footballMatch('match-1', happenings);
  const byBook = histories(list);

  it('is only odds of this match, in time order', () => {
    expect(changes.length).toBeGreaterThan(0);
    for (const c of changes) expect(c.kind).toBe('odds');
    for (const o of list) expect(o.matchId).toBe(f.id);
    for (let i = 1; i < changes.length; i++) {
      expect(changes[i]!.at).toBeGreaterThanOrEqual(changes[i - 1]!.at);
    }
    for (const c of changes) if (c.kind === 'odds') expect(c.at).toBe(c.odds.at);
  });

  it('has every book on every market, opening 3-5 days before kick-off', () => {
    expect(byBook.size).toBe(bookmakers.length * 3);
    for (const history of byBook.values()) {
      expect(history[0]!.opening).toBe(true);
      expect(history.slice(1).every((o) => !o.opening)).toBe(true);
      expect(history[0]!.at).toBeGreaterThanOrEqual(KICKOFF - 5 * DAY);
      expect(history[0]!.at).toBeLessThanOrEqual(KICKOFF - 3 * DAY + 3 * HOUR);
    }
  });

  it('moves a sane number of times per book and market', () => {
    const counts = [...byBook.values()].map((h) => h.length);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThanOrEqual(10);
    expect(mean).toBeLessThanOrEqual(30);
    expect(Math.max(...counts)).toBeLessThanOrEqual(45);
  });

  it('changes at least one value on every move', () => {
    for (const history of byBook.values()) {
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.values).not.toEqual(history[i - 1]!.values);
      }
    }
  });

  it('is live from kick-off, pauses at half-time and closes at full time', () => {
    for (const o of list) expect(o.live).toBe(o.at >= KICKOFF);
    expect(list.some((o) => o.live)).toBe(true);
    expect(list.some((o) => o.at > KICKOFF - 30 * MIN && o.at < KICKOFF && !o.live)).toBe(true);
    for (const o of list) {
      expect(o.at >= HALF_TIME_AT(KICKOFF) && o.at < footballWall(KICKOFF, 45)).toBe(false);
      expect(o.at).toBeLessThan(FULL_TIME_AT(KICKOFF));
    }
  });

  it('quotes well-formed lines: odds ≥ 1.01, quarter lines, waters around evens', () => {
    for (const o of list) {
      if (o.market === 'europe') {
        expect(o.values).toHaveLength(3);
        for (const v of o.values) expect(v).toBeGreaterThanOrEqual(1.01);
      } else {
        expect(o.values).toHaveLength(3);
        expect(isStep(o.values[1]!, 0.25)).toBe(true);
        for (const w of [o.values[0]!, o.values[2]!]) {
          expect(w).toBeGreaterThanOrEqual(0.55);
          expect(w).toBeLessThanOrEqual(1.45);
        }
      }
    }
  });

  it('builds each book’s margin into its pre-match prices', () => {
    for (const o of list.filter((x) => !x.live)) {
      const target = 1 + marginOf(o.bookmakerId, o.market);
      const sum = o.market === 'europe' ? implied(o.values) : impliedWaters(o.values);
      expect(Math.abs(sum - target)).toBeLessThan(0.012);
    }
  });

  it('prices the stronger home side as favourite, giving goals on the handicap', () => {
    for (const o of list.filter((x) => x.opening)) {
      if (o.market === 'europe') expect(o.values[0]!).toBeLessThan(o.values[2]!);
      if (o.market === 'asia') expect(o.values[1]!).toBeGreaterThan(0);
      if (o.market === 'overUnder') {
        expect(o.values[1]!).toBeGreaterThanOrEqual(2.25);
        expect(o.values[1]!).toBeLessThanOrEqual(3.25);
      }
    }
  });

  /** Each book's last europe quote before `at` and its first after. */
  const aroundEvent = (at: number) =>
    bookmakers.map((b) => {
      const history = byBook.get(`${b.id}:europe`)!;
      return {
        before: history.filter((o) => o.at < at).at(-1)!,
        after: history.find((o) => o.at > at)!,
      };
    });

  it('re-prices every book within two minutes of a goal: the scorer shortens', () => {
    const goalAt = footballWall(KICKOFF, 30) + 6_000;
    for (const { before, after } of aroundEvent(goalAt)) {
      expect(after.at - goalAt).toBeLessThanOrEqual(2 * MIN);
      expect(after.values[0]!).toBeLessThan(before.values[0]!);
      expect(after.values[2]!).toBeGreaterThan(before.values[2]!);
    }
  });

  it('re-prices a red card: the side down to ten drifts', () => {
    const redAt = footballWall(KICKOFF, 55) + 6_000;
    for (const { before, after } of aroundEvent(redAt)) {
      expect(after.at - redAt).toBeLessThanOrEqual(2 * MIN);
      expect(after.values[2]!).toBeGreaterThan(before.values[2]!);
    }
  });

  it('keeps the in-play over/under line above the goals already scored', () => {
    const secondGoal = footballWall(KICKOFF, 70) + 6_000;
    const firstGoal = footballWall(KICKOFF, 30) + 6_000;
    for (const o of list.filter((x) => x.market === 'overUnder' && x.live)) {
      const goals = o.at > secondGoal ? 2 : o.at > firstGoal ? 1 : 0;
      expect(o.values[1]!).toBeGreaterThan(goals);
    }
  });

  it('is the same for the same generator and differs for another', () => {
    expect(footballMatch('match-1', happenings).changes).toEqual(changes);
    expect(footballMatch('match-2', happenings).changes).not.toEqual(changes);
  });
});

describe('markets that close early', () => {
  it('stops at the end of 90 minutes when a tie goes to extra time', () => {
    const { list } = footballMatch(
      'cup',
      [{ minute: 60, side: 'home', kind: 'goal' }],
      [75, 75],
      'extraTime',
      {
        knockout: true,
      },
    );
    expect(list.some((o) => o.live)).toBe(true);
    for (const o of list) expect(o.at).toBeLessThan(FULL_TIME_AT(KICKOFF));
  });

  it('stops when a match is postponed, and never goes live', () => {
    const { list } = footballMatch('postponed', [], [70, 70], 'postponed');
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) {
      expect(o.live).toBe(false);
      expect(o.at).toBeLessThan(KICKOFF - 2 * HOUR + 30 * MIN);
    }
  });
});

// ---- many football matches: the prices agree with what happens --------------------------------

describe('football odds over many matches', () => {
  const world = new Rng('odds-world');
  const N = 600;
  const matches = Array.from({ length: N }, (_, i) => {
    const rng = world.fork(i);
    const ratings: [number, number] = [rng.int(55, 92), rng.int(55, 92)];
    const xg = expectedGoals(ratings[0], ratings[1], false);
    const happenings: Happening[] = [];
    for (const [s, mean] of [
      ['home', xg.home],
      ['away', xg.away],
    ] as const) {
      for (let g = rng.poisson(mean); g > 0; g--) {
        happenings.push({ minute: rng.int(1, 90), side: s, kind: 'goal' });
      }
    }
    const goals = {
      home: happenings.filter((h) => h.side === 'home').length,
      away: happenings.filter((h) => h.side === 'away').length,
    };
    const { list } = footballMatch(`many-${i}`, happenings, ratings);
    return { ratings, goals, list };
  });

  const openingOf = (list: FeedOdds[], bookmakerId: number, market: OddsMarket) =>
    list.find((o) => o.opening && o.bookmakerId === bookmakerId && o.market === market)!;

  it('opening 1X2 probabilities match the results (home wins about 45 %)', () => {
    let home = 0;
    let draw = 0;
    let predictedHome = 0;
    let predictedDraw = 0;
    for (const m of matches) {
      const values = openingOf(m.list, 3, 'europe').values;
      const sum = implied(values);
      predictedHome += 1 / values[0]! / sum;
      predictedDraw += 1 / values[1]! / sum;
      if (m.goals.home > m.goals.away) home++;
      else if (m.goals.home === m.goals.away) draw++;
    }
    expect(home / N).toBeGreaterThan(0.38);
    expect(home / N).toBeLessThan(0.52);
    expect(draw / N).toBeGreaterThan(0.2);
    expect(draw / N).toBeLessThan(0.32);
    expect(Math.abs(predictedHome / N - home / N)).toBeLessThan(0.05);
    expect(Math.abs(predictedDraw / N - draw / N)).toBeLessThan(0.05);
  });

  it('short favourites win far more often than not', () => {
    const favourites = matches.filter((m) => openingOf(m.list, 3, 'europe').values[0]! < 1.6);
    expect(favourites.length).toBeGreaterThan(30);
    const won = favourites.filter((m) => m.goals.home > m.goals.away).length;
    expect(won / favourites.length).toBeGreaterThan(0.6);
  });

  it('opens over/under mostly at 2.25-3.25, the line of a 2.5-3 goals game', () => {
    const lines = matches.map((m) => openingOf(m.list, 2, 'overUnder').values[1]!);
    const inRange = lines.filter((l) => l >= 2.25 && l <= 3.25).length;
    expect(inRange / N).toBeGreaterThan(0.8);
    const mean = lines.reduce((a, b) => a + b, 0) / N;
    expect(mean).toBeGreaterThan(2.4);
    expect(mean).toBeLessThan(3);
    const goals = matches.reduce((s, m) => s + m.goals.home + m.goals.away, 0) / N;
    expect(goals).toBeGreaterThan(2.4);
    expect(goals).toBeLessThan(3.1);
  });

  it('gives the handicap to the clearly better side, with pre-match waters mostly 0.80-1.10', () => {
    for (const m of matches) {
      const line = openingOf(m.list, 1, 'asia').values[1]!;
      const gap = m.ratings[0] - m.ratings[1];
      if (gap >= 10) expect(line).toBeGreaterThan(0);
      if (gap <= -15) expect(line).toBeLessThan(0);
    }
    const waters = matches.flatMap((m) =>
      m.list
        .filter((o) => !o.live && o.market !== 'europe')
        .flatMap((o) => [o.values[0]!, o.values[2]!]),
    );
    const usual = waters.filter((w) => w >= 0.8 && w <= 1.1).length;
    expect(usual / waters.length).toBeGreaterThan(0.85);
  });

  it('moves pre-match lines by a quarter at a time, and some do move', () => {
    let moved = 0;
    for (const m of matches) {
      for (const history of histories(
        m.list.filter((o) => !o.live && o.market !== 'europe'),
      ).values()) {
        for (let i = 1; i < history.length; i++) {
          const step = Math.abs(history[i]!.values[1]! - history[i - 1]!.values[1]!);
          expect(step).toBeLessThanOrEqual(0.25);
          if (step > 0) moved++;
        }
      }
    }
    expect(moved).toBeGreaterThan(N / 4);
  });

  it('never prices below 1.01, and keeps the volume to about 10-25 moves per book and market', () => {
    let total = 0;
    for (const m of matches) {
      for (const o of m.list)
        if (o.market === 'europe') expect(Math.min(...o.values)).toBeGreaterThanOrEqual(1.01);
      total += m.list.length;
    }
    const perMarket = total / N / (bookmakers.length * 3);
    expect(perMarket).toBeGreaterThanOrEqual(10);
    expect(perMarket).toBeLessThanOrEqual(25);
  });
});

// ---- basketball ---------------------------------------------------------------------------

describe('basketball odds', () => {
  function game(seed: string, rules: 'nba' | 'fiba', ratings: [number, number]) {
    const f = fixture(200, 'basketball');
    const minutes = rules === 'nba' ? 48 : 40;
    const script = basketballScript(
      f,
      minutes,
      rules === 'nba' ? 230 / 48 : 170 / 40,
      new Rng(`${seed}:play`),
    );
    const list = odds(
      oddsScript({
        fixture: f,
        competition: competition('basketball', rules),
        home: team(1, 'basketball', ratings[0]),
        away: team(2, 'basketball', ratings[1]),
        script,
        rng: new Rng(seed),
      }),
    );
    const fullTime = script.find((c) => c.kind === 'live' && c.state.state === 10)!.at;
    return { list, fullTime };
  }

  it('quotes a two-way moneyline, half-point spreads and NBA-sized totals', () => {
    const { list } = game('nba-1', 'nba', [85, 70]);
    for (const o of list) {
      if (o.market === 'europe') {
        expect(o.values).toHaveLength(2);
        for (const v of o.values) expect(v).toBeGreaterThanOrEqual(1.01);
      } else expect(isStep(o.values[1]!, 0.5)).toBe(true);
    }
    for (const o of list.filter((x) => x.opening)) {
      if (o.market === 'europe') expect(o.values[0]!).toBeLessThan(o.values[1]!);
      // The better home side gives points: 15 rating points and the home court ≈ 7.
      if (o.market === 'asia') {
        expect(o.values[1]!).toBeGreaterThanOrEqual(4);
        expect(o.values[1]!).toBeLessThanOrEqual(11);
      }
      if (o.market === 'overUnder') {
        expect(o.values[1]!).toBeGreaterThanOrEqual(215);
        expect(o.values[1]!).toBeLessThanOrEqual(245);
      }
      const target = 1 + marginOf(o.bookmakerId, o.market);
      const sum = o.market === 'europe' ? implied(o.values) : impliedWaters(o.values);
      expect(Math.abs(sum - target)).toBeLessThan(0.012);
    }
  });

  it('prices FIBA totals around 165-170', () => {
    const { list } = game('fiba-1', 'fiba', [70, 70]);
    for (const o of list.filter((x) => x.opening && x.market === 'overUnder')) {
      expect(o.values[1]!).toBeGreaterThanOrEqual(150);
      expect(o.values[1]!).toBeLessThanOrEqual(180);
    }
  });

  it('moves in play and closes at the final buzzer', () => {
    const { list, fullTime } = game('nba-2', 'nba', [75, 78]);
    expect(list.filter((o) => o.live).length).toBeGreaterThan(bookmakers.length * 3);
    for (const o of list) {
      expect(o.live).toBe(o.at >= KICKOFF);
      expect(o.at).toBeLessThan(fullTime);
    }
    for (const history of histories(list).values()) {
      expect(history[0]!.opening).toBe(true);
      for (let i = 1; i < history.length; i++)
        expect(history[i]!.values).not.toEqual(history[i - 1]!.values);
    }
  });
});
