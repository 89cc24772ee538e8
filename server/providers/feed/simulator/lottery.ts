// The Chinese sports lotteries' issues over the fixtures: which matches each sells and the number it
// prints for them. 竞彩足球 (jczq) and 竞彩篮球 (jclq) run one issue per sales day (12:00 to 12:00 Beijing
// time, numbered 周六001… and 301…); 北京单场 (bjdc) an issue every few days over a wider set of
// competitions; 足彩胜负14场 (zc) exactly fourteen matches of a weekend. Handicaps follow the ratings
// the odds model prices from, so the lottery and the bookmakers agree on who is favourite.
import type { FeedLotteryIssue, LotteryCode } from '../types';
import type { CompetitionSpec, FeedFixture, TeamSpec } from './model';
import { expectedMargin } from './odds/basketball';
import { expectedGoals } from './odds/football';
import type { Rng } from './rng';

type IssueMatch = FeedLotteryIssue['matches'][number];

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Beijing time, UTC+8 all year: the lotteries' calendar. */
const beijing = 8 * hour;
/** Sales of a match stop a few minutes before its kick-off. */
const salesLead = 5 * minute;
/** The lotteries' sales day runs from 12:00 to 12:00 Beijing time. */
const salesDayStart = 12 * hour;

const weekdays = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** The Beijing calendar day of an instant, as UTC fields of a shifted date. */
const beijingDay = (at: number) => Math.floor((at + beijing) / day);
const dayDate = (dayNumber: number) => new Date(dayNumber * day);

/** The instant a Beijing day's sales begin (its 12:00). */
const salesStartAt = (dayNumber: number) => dayNumber * day - beijing + salesDayStart;

/** The sales day a kick-off falls in: a match before noon belongs to the previous day's issue. */
const salesDay = (at: number) => beijingDay(at - salesDayStart);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const isoDate = (dayNumber: number) => {
  const d = dayDate(dayNumber);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
};

const byKickoff = (a: FeedFixture, b: FeedFixture) => a.kickoffAt - b.kickoffAt || a.id - b.id;

// ---- what each lottery covers -------------------------------------------------------------

/** 竞彩足球 and 足彩 sell the top flights and the continental cups. */
const mainFootball = (c: CompetitionSpec) => c.sport === 'football' && c.tier === 1;
/** 北京单场 reaches further: second tiers, youth and women's football too. */
const anyFootball = (c: CompetitionSpec) => c.sport === 'football';
/** 竞彩篮球 sells the NBA and the CBA. */
const jclqLeagues = new Set(['NBA', 'CBA']);

function jclqCovers(competitions: readonly CompetitionSpec[]): (c: CompetitionSpec) => boolean {
  const named = competitions.some((c) => c.sport === 'basketball' && jclqLeagues.has(c.shortName));
  // A catalogue without those two names still gets a basketball lottery: its top flights.
  return named
    ? (c) => c.sport === 'basketball' && jclqLeagues.has(c.shortName)
    : (c) => c.sport === 'basketball' && c.tier === 1;
}

// ---- handicaps ------------------------------------------------------------------------------

interface Strengths {
  goalEdge(fixture: FeedFixture): number;
  pointEdge(fixture: FeedFixture, competition: CompetitionSpec): number;
}

/** Expected home edge from the ratings; without them a plausible draw for the match (home sides lead). */
function strengths(teams: readonly TeamSpec[] | undefined, rng: Rng): Strengths {
  const rating = new Map((teams ?? []).map((t) => [t.id, t.rating]));
  const ratings = (f: FeedFixture) => {
    const home = rating.get(f.homeTeamId);
    const away = rating.get(f.awayTeamId);
    return home === undefined || away === undefined ? null : { home, away };
  };
  return {
    goalEdge(f) {
      const r = ratings(f);
      if (!r) return rng.fork(`goals:${f.id}`).normal(0.3, 0.7);
      const goals = expectedGoals(r.home, r.away, f.neutral);
      return goals.home - goals.away;
    },
    pointEdge(f, c) {
      const r = ratings(f);
      if (!r) return rng.fork(`points:${f.id}`).normal(2.5, 7);
      return expectedMargin(r.home, r.away, f.neutral, c.rules ?? 'fiba').margin;
    },
  };
}

/**
 * 让球 as the football lotteries print it, from the home side: -1 = the home side gives a goal, +1 = it
 * receives one. Never 0: a level match gets the handicap of whoever is (even slightly) the better side.
 */
function goalHandicap(edge: number): number {
  const whole = Math.min(3, Math.max(-3, Math.round(edge)));
  if (whole !== 0) return -whole;
  return edge >= 0 ? -1 : 1;
}

/** 让分 of 竞彩篮球: a half-point line (no pushes), from the home side: -5.5 = home gives 5.5. */
const pointHandicap = (edge: number): number => -(Math.round(edge - 0.5) + 0.5);

// ---- the issues -----------------------------------------------------------------------------

/** Which spec §3 play types a lottery offers on a match. */
function playTypesOf(code: LotteryCode, competition: CompetitionSpec, rng: Rng): number[] {
  switch (code) {
    case 'jczq': {
      // 胜平负 and 让球 on every match, 总进球 on most; 单关 (single-match) only on chosen ones, more of
      // them in the hot leagues; every match can go in a parlay.
      const types = [1, 2];
      if (rng.chance(0.85)) types.push(3);
      if (rng.chance(competition.hot ? 0.5 : 0.25)) types.push(4);
      types.push(5);
      return types;
    }
    case 'bjdc':
      // Every 北京单场 match is a single-match sale with a handicap and goals, and can be combined.
      return [2, 3, 4, 5];
    case 'zc':
      return [1];
    case 'jclq':
      return [1, 2];
  }
}

interface Draft {
  lotteryCode: LotteryCode;
  issueNo: string;
  /** The span of kick-offs the issue sells: [from, to). */
  period: [number, number];
  /** Sales close: set by the lottery (first or last kick-off of the issue). */
  closeAt: (fixtures: FeedFixture[]) => number;
  fixtures: FeedFixture[];
  number: (index: number) => string;
  handicap: (fixture: FeedFixture) => number | null;
}

const lastKickoff = (fixtures: FeedFixture[]) =>
  Math.max(...fixtures.map((f) => f.kickoffAt)) - salesLead;
const firstKickoff = (fixtures: FeedFixture[]) =>
  Math.min(...fixtures.map((f) => f.kickoffAt)) - salesLead;

function groupBy<K>(
  fixtures: readonly FeedFixture[],
  key: (f: FeedFixture) => K,
): Map<K, FeedFixture[]> {
  const groups = new Map<K, FeedFixture[]>();
  for (const f of fixtures) {
    const k = key(f);
    const group = groups.get(k);
    if (group) group.push(f);
    else groups.set(k, [f]);
  }
  return groups;
}

/** 竞彩足球 / 竞彩篮球: one issue per sales day, matches numbered in kick-off order. */
function salesDayIssues(
  code: 'jczq' | 'jclq',
  fixtures: readonly FeedFixture[],
  handicap: (f: FeedFixture) => number,
): Draft[] {
  return [...groupBy(fixtures, (f) => salesDay(f.kickoffAt))].map(([dayNumber, group]) => {
    const weekday = weekdays[dayDate(dayNumber).getUTCDay()] as string;
    return {
      lotteryCode: code,
      issueNo: isoDate(dayNumber),
      period: [salesStartAt(dayNumber), salesStartAt(dayNumber + 1)],
      // Each match stops selling at its own kick-off; the issue closes with its last match.
      closeAt: lastKickoff,
      fixtures: group,
      // jczq prints 周六001; jclq its 301, 302… (the weekday is the issue's).
      number: code === 'jczq' ? (i) => `${weekday}${pad(i + 1, 3)}` : (i) => String(301 + i),
      handicap,
    };
  });
}

/**
 * 北京单场 issues start at noon on Mondays and Thursdays (Beijing), so one issue holds the midweek games
 * and the next the weekend. Numbered year, month and the issue's place in the month: 261105.
 */
function bjdcIssues(
  fixtures: readonly FeedFixture[],
  handicap: (f: FeedFixture) => number,
): Draft[] {
  const issueStart = (at: number) => {
    let d = salesDay(at);
    while (![1, 4].includes(dayDate(d).getUTCDay())) d--;
    return d;
  };
  return [...groupBy(fixtures, (f) => issueStart(f.kickoffAt))].map(([start, group]) => {
    const date = dayDate(start);
    // Monday's issue runs three days, Thursday's four.
    const length = date.getUTCDay() === 1 ? 3 : 4;
    let sequence = 0;
    for (let d = start; dayDate(d).getUTCMonth() === date.getUTCMonth(); d--) {
      if ([1, 4].includes(dayDate(d).getUTCDay())) sequence++;
    }
    return {
      lotteryCode: 'bjdc',
      period: [salesStartAt(start), salesStartAt(start + length)],
      issueNo: `${pad(date.getUTCFullYear() % 100, 2)}${pad(date.getUTCMonth() + 1, 2)}${pad(sequence, 2)}`,
      // Like 竞彩, each match sells until its own kick-off: the issue is open until the last one.
      closeAt: lastKickoff,
      fixtures: group,
      number: (i) => String(i + 1),
      handicap,
    };
  });
}

/**
 * 足彩胜负14场: a weekend (Friday noon to Monday noon, Beijing) of league football, fourteen matches of
 * the hot leagues first. The real lottery runs about four issues a week; the simulator draws the weekend
 * one and numbers it where it falls in that cadence (26178: year 26, issue 178).
 */
function zcIssues(
  fixtures: readonly FeedFixture[],
  competitions: ReadonlyMap<number, CompetitionSpec>,
  rng: Rng,
): Draft[] {
  const weekendOf = (at: number): number | null => {
    const d = salesDay(at);
    const weekday = dayDate(d).getUTCDay();
    // Sales days Friday, Saturday and Sunday; the weekend is named by its Friday.
    if (weekday === 5) return d;
    if (weekday === 6) return d - 1;
    if (weekday === 0) return d - 2;
    return null;
  };
  const leagues = fixtures.filter((f) => competitions.get(f.competitionId)?.kind === 'league');
  const weekends = groupBy(leagues, (f) => weekendOf(f.kickoffAt));
  const drafts: Draft[] = [];
  for (const [friday, group] of weekends) {
    if (friday === null || group.length < 14) continue;
    const pick = rng.fork(`zc:${friday}`);
    // Hot leagues first, the rest by a draw; sorted by id first so the draw does not depend on input order.
    const ranked = [...group]
      .sort((a, b) => a.id - b.id)
      .map((f) => ({ f, hot: competitions.get(f.competitionId)?.hot ? 1 : 0, draw: pick.next() }))
      .sort((a, b) => b.hot - a.hot || a.draw - b.draw)
      .slice(0, 14)
      .map((x) => x.f);
    const date = dayDate(friday);
    const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1) / day;
    const sequence = Math.floor(((friday - yearStart) * 4) / 7) + 1;
    drafts.push({
      lotteryCode: 'zc',
      period: [salesStartAt(friday), salesStartAt(friday + 3)],
      issueNo: `${pad(date.getUTCFullYear() % 100, 2)}${pad(sequence, 3)}`,
      // The fourteen are one ticket: sales stop before the first of them kicks off.
      closeAt: firstKickoff,
      fixtures: ranked,
      number: (i) => String(i + 1),
      handicap: () => null,
    });
  }
  return drafts;
}

const lotteryOrder: readonly LotteryCode[] = ['jczq', 'bjdc', 'zc', 'jclq'];

export interface LotteryOptions {
  /** The catalogue's teams: handicaps then follow their ratings; without them they are drawn. */
  teams?: readonly TeamSpec[];
  /**
   * The span of kick-offs the fixtures cover, [from, to). An issue whose sales period reaches outside
   * it is left out: with part of its matches missing, its numbers would be wrong (周六001 would go to
   * what is really 周六008), and a later call with the whole day would renumber it.
   */
  window?: { from: number; to: number };
}

/**
 * Every lottery issue over the fixtures. Deterministic: the same fixtures, generator and options give the
 * same issues, whatever the order of the fixtures.
 */
export function lotteryIssues(
  fixtures: readonly FeedFixture[],
  competitions: readonly CompetitionSpec[],
  rng: Rng,
  options: LotteryOptions = {},
): FeedLotteryIssue[] {
  const byId = new Map(competitions.map((c) => [c.id, c]));
  const covered = (test: (c: CompetitionSpec) => boolean) =>
    fixtures.filter((f) => {
      const c = byId.get(f.competitionId);
      return c !== undefined && c.sport === f.sport && test(c);
    });
  const edge = strengths(options.teams, rng);
  const goals = (f: FeedFixture) => goalHandicap(edge.goalEdge(f));
  const points = (f: FeedFixture) =>
    pointHandicap(edge.pointEdge(f, byId.get(f.competitionId) as CompetitionSpec));

  const drafts = [
    ...salesDayIssues('jczq', covered(mainFootball), goals),
    ...bjdcIssues(covered(anyFootball), goals),
    ...zcIssues(covered(mainFootball), byId, rng),
    ...salesDayIssues('jclq', covered(jclqCovers(competitions)), points),
  ];

  const window = options.window;
  const whole = (draft: Draft) =>
    !window || (draft.period[0] >= window.from && draft.period[1] <= window.to);

  return drafts
    .filter(whole)
    .map((draft): FeedLotteryIssue => {
      const ordered = [...draft.fixtures].sort(byKickoff);
      const matches = ordered.map(
        (f, i): IssueMatch => ({
          matchId: f.id,
          number: draft.number(i),
          playTypes: playTypesOf(
            draft.lotteryCode,
            byId.get(f.competitionId) as CompetitionSpec,
            rng.fork(`${draft.lotteryCode}:${draft.issueNo}:${f.id}`),
          ),
          handicap: draft.handicap(f),
        }),
      );
      return {
        lotteryCode: draft.lotteryCode,
        issueNo: draft.issueNo,
        salesCloseAt: draft.closeAt(ordered),
        matches,
      };
    })
    .sort(
      (a, b) =>
        lotteryOrder.indexOf(a.lotteryCode) - lotteryOrder.indexOf(b.lotteryCode) ||
        // Every lottery's issue numbers grow with time (dates, YYMMnn, YYnnn).
        a.issueNo.localeCompare(b.issueNo),
    );
}
