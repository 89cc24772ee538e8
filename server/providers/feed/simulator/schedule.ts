// The simulator's fixture list: which teams meet, in which round, at what instant. A pure function of
// the catalogue and the calendar (never of "now"), so the window the provider asks for can slide day
// by day and every fixture keeps its id: upserts stay idempotent.
//
// Leagues play a double round robin (circle method) that repeats forever from EPOCH, one round per
// matchday of their week (a run of playing days between rest days: most leagues one a week, some a
// midweek one too). Cups play single-leg knockout ties, one round per matchday, a new draw each cycle.
// Basketball leagues that play every day give each day half a round: every team plays once in each
// pair of days.
import { seasonOf } from './catalogue';
import {
  DAY,
  homeFits,
  MINUTE,
  type SlotEntry,
  type Timetable,
  timetableOf,
  WEEK,
} from './catalogue/timetable';
import type { Catalogue, CompetitionSpec, FeedFixture, SimFixture, TeamSpec } from './model';
import { Rng } from './rng';

interface Tie {
  /** Unique within the round: the circle pair or the bracket slot. */
  index: number;
  home: number;
  away: number;
  /** A cup tie: who the draw sends through to the next round (the engine plays the tie to it). */
  advances?: number;
}

interface Plan {
  spec: CompetitionSpec;
  table: Timetable;
  seasonId: number;
  teams: ReadonlyMap<number, TeamSpec>;
  /** Entries of this competition that suit those of its own teams that play elsewhere too. */
  fits: ReadonlyMap<number, boolean[]>;
  /** League: rounds in one double round robin. Knockout: rounds in one cup. */
  roundsPerCycle: number;
  /** Per cycle: the league's team order, or the cup's rounds of ties. */
  cycles: Map<number, number[] | Tie[][]>;
}

const plans = new WeakMap<Catalogue, Plan[]>();

function plansOf(catalogue: Catalogue): Plan[] {
  const cached = plans.get(catalogue);
  if (cached) return cached;
  const teams = new Map(catalogue.teams.map((team) => [team.id, team]));
  const homeOf = new Map(catalogue.teams.map((team) => [team.id, team.competitionId]));
  const tables = new Map(catalogue.competitions.map((spec) => [spec.id, timetableOf(spec)]));
  const allFits = homeFits(catalogue.competitions, homeOf, tables);
  const built = catalogue.competitions
    .filter((spec) => spec.teamIds.length >= 2)
    .map((spec): Plan => {
      const n = spec.teamIds.length + (spec.teamIds.length % 2);
      // Only a team's own league moves its matches around its other competitions.
      const fits = new Map<number, boolean[]>();
      for (const teamId of spec.teamIds) {
        const fit = allFits.get(teamId);
        if (fit && homeOf.get(teamId) === spec.id) fits.set(teamId, fit);
      }
      return {
        spec,
        table: tables.get(spec.id) as Timetable,
        seasonId: seasonOf(spec).id,
        teams,
        fits,
        roundsPerCycle: spec.format === 'knockout' ? bracketRounds(spec) : 2 * (n - 1),
        cycles: new Map(),
      };
    });
  plans.set(catalogue, built);
  return built;
}

/** Every fixture kicking off in [from, to), sorted by kick-off then id. */
export function fixturesBetween(catalogue: Catalogue, from: number, to: number): SimFixture[] {
  const out: SimFixture[] = [];
  for (const plan of plansOf(catalogue)) {
    if (plan.table.scheme === 'daily') dailyFixtures(plan, from, to, out);
    else weeklyFixtures(plan, from, to, out);
  }
  return out.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
}

function weeklyFixtures(plan: Plan, from: number, to: number, out: FeedFixture[]): void {
  const { table } = plan;
  const perWeek = table.matchdays.length;
  const firstWeek = Math.floor((from - table.base) / WEEK) - 1;
  const lastWeek = Math.floor((to - table.base) / WEEK) + 1;
  for (let week = firstWeek; week <= lastWeek; week++) {
    const weekStart = table.base + week * WEEK;
    table.matchdays.forEach((entries, matchday) => {
      const first = entries[0];
      const last = entries[entries.length - 1];
      if (!first || !last) return;
      if (weekStart + last.offset * MINUTE < from || weekStart + first.offset * MINUTE >= to)
        return;
      const round = week * perWeek + matchday;
      for (const fixture of roundFixtures(plan, round, entries, weekStart)) {
        if (fixture.kickoffAt >= from && fixture.kickoffAt < to) out.push(fixture);
      }
    });
  }
}

function dailyFixtures(plan: Plan, from: number, to: number, out: FeedFixture[]): void {
  const { table } = plan;
  const firstDay = Math.floor((from - table.base) / DAY) - 1;
  const lastDay = Math.floor((to - table.base) / DAY) + 1;
  for (let day = firstDay; day <= lastDay; day++) {
    const entries = table.days[mod(day, 7)] ?? [];
    if (entries.length === 0) continue;
    const { cycle, inCycle, ties } = leagueTies(plan, Math.floor(day / 2));
    const shuffled = new Rng(`round:${plan.spec.id}:${Math.floor(day / 2)}`).shuffle(ties);
    const firstHalf = Math.ceil(shuffled.length / 2);
    const today = mod(day, 2) === 0 ? shuffled.slice(0, firstHalf) : shuffled.slice(firstHalf);
    const placed = place(today, entries, plan.fits, new Rng(`day:${plan.spec.id}:${day}`));
    const dayStart = table.base + day * DAY;
    for (const [tie, entry] of placed) {
      const fixture = leagueFixture(plan, cycle, inCycle, tie, dayStart + entry.offset * MINUTE);
      if (fixture.kickoffAt >= from && fixture.kickoffAt < to) out.push(fixture);
    }
  }
}

function roundFixtures(
  plan: Plan,
  round: number,
  entries: SlotEntry[],
  weekStart: number,
): SimFixture[] {
  const rng = new Rng(`round:${plan.spec.id}:${round}`);
  if (plan.spec.format === 'knockout') {
    const cycle = Math.floor(round / plan.roundsPerCycle);
    const inCycle = round - cycle * plan.roundsPerCycle;
    const ties = bracket(plan, cycle)[inCycle] ?? [];
    const final = inCycle === plan.roundsPerCycle - 1;
    return place(ties, entries, plan.fits, rng).map(([tie, entry]) => {
      const home = plan.teams.get(tie.home) as TeamSpec;
      return {
        id: matchId(plan.spec.id, cycle, inCycle, tie.index),
        sport: plan.spec.sport,
        competitionId: plan.spec.id,
        seasonId: plan.seasonId,
        round: knockoutRoundName(plan.roundsPerCycle - inCycle, inCycle),
        homeTeamId: tie.home,
        awayTeamId: tie.away,
        kickoffAt: weekStart + entry.offset * MINUTE,
        knockout: true,
        neutral: final,
        venue: (final ? plan.spec.finalVenue : undefined) ?? venueOf(home),
        ...(tie.advances === undefined ? {} : { advances: tie.advances }),
      };
    });
  }
  const { cycle, inCycle, ties } = leagueTies(plan, round);
  return place(rng.shuffle(ties), entries, plan.fits, rng).map(([tie, entry]) =>
    leagueFixture(plan, cycle, inCycle, tie, weekStart + entry.offset * MINUTE),
  );
}

function leagueFixture(
  plan: Plan,
  cycle: number,
  inCycle: number,
  tie: Tie,
  kickoffAt: number,
): FeedFixture {
  return {
    id: matchId(plan.spec.id, cycle, inCycle, tie.index),
    sport: plan.spec.sport,
    competitionId: plan.spec.id,
    seasonId: plan.seasonId,
    round: `第${inCycle + 1}轮`,
    homeTeamId: tie.home,
    awayTeamId: tie.away,
    kickoffAt,
    knockout: false,
    neutral: false,
    venue: venueOf(plan.teams.get(tie.home) as TeamSpec),
  };
}

const venueOf = (team: TeamSpec): string => team.venue ?? `${team.shortName}主场`;

/**
 * Unique across every competition and within a signed 32-bit int: competition (≤199) × 10^7, cycle
 * (mod 1000: centuries apart) × 10^4, round in the cycle (<100) × 100, tie (<100).
 */
function matchId(competitionId: number, cycle: number, inCycle: number, tie: number): number {
  return competitionId * 10_000_000 + mod(cycle, 1000) * 10_000 + inCycle * 100 + tie;
}

/**
 * Round `round` of the endless double round robin: the circle method over this cycle's team order
 * (shuffled per cycle, so the fixture list changes from one season to the next); the second half
 * repeats the first with home and away swapped.
 */
function leagueTies(plan: Plan, round: number): { cycle: number; inCycle: number; ties: Tie[] } {
  const cycle = Math.floor(round / plan.roundsPerCycle);
  const inCycle = round - cycle * plan.roundsPerCycle;
  let order = plan.cycles.get(cycle) as number[] | undefined;
  if (!order) {
    order = new Rng(`order:${plan.spec.id}:${cycle}`).shuffle(plan.spec.teamIds);
    if (order.length % 2 === 1) order.push(-1); // the bye
    plan.cycles.set(cycle, order);
  }
  const n = order.length;
  const leg = inCycle % (n - 1);
  const swap = inCycle >= n - 1;
  const at = (i: number): number =>
    i === 0 ? (order[0] as number) : (order[1 + ((i - 1 + leg) % (n - 1))] as number);
  const ties: Tie[] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = at(i);
    const b = at(n - 1 - i);
    if (a < 0 || b < 0) continue;
    const aHome = ((leg + i) % 2 === 0) !== swap;
    ties.push({ index: i, home: aHome ? a : b, away: aHome ? b : a });
  }
  return { cycle, inCycle, ties };
}

/** A cup's rounds: up to 64 teams, so at most six rounds. */
function bracketRounds(spec: CompetitionSpec): number {
  return Math.min(6, Math.floor(Math.log2(spec.teamIds.length)));
}

/**
 * One cup: this cycle's draw of 2^rounds teams, and who goes through each tie (the favourite more
 * often, as in real cups). The schedule is made before any result, so it decides; the engine then plays
 * each tie until that side wins it (football/engine.ts), and the bracket joins up.
 */
function bracket(plan: Plan, cycle: number): Tie[][] {
  const cached = plan.cycles.get(cycle) as Tie[][] | undefined;
  if (cached) return cached;
  const rng = new Rng(`draw:${plan.spec.id}:${cycle}`);
  let entrants = rng.shuffle(plan.spec.teamIds).slice(0, 2 ** plan.roundsPerCycle);
  const rounds: Tie[][] = [];
  while (entrants.length >= 2) {
    const ties: Tie[] = [];
    for (let i = 0; i + 1 < entrants.length; i += 2) {
      ties.push({ index: i / 2, home: entrants[i] as number, away: entrants[i + 1] as number });
    }
    rounds.push(ties);
    entrants = ties.map((tie) => {
      const home = plan.teams.get(tie.home)?.rating ?? 50;
      const away = plan.teams.get(tie.away)?.rating ?? 50;
      tie.advances = rng.chance(1 / (1 + Math.exp((away - home - 3) / 8))) ? tie.home : tie.away;
      return tie.advances;
    });
  }
  plan.cycles.set(cycle, rounds);
  return rounds;
}

/** As the lists print it: 决赛, 半决赛, 1/4决赛, 1/8决赛; earlier rounds 第N轮. */
function knockoutRoundName(roundsLeft: number, inCycle: number): string {
  if (roundsLeft === 1) return '决赛';
  if (roundsLeft === 2) return '半决赛';
  if (roundsLeft <= 4) return `1/${2 ** (roundsLeft - 1)}决赛`;
  return `第${chineseNumber(inCycle + 1)}轮`;
}

const chineseNumber = (n: number): string => '零一二三四五六七八九十'[n] ?? String(n);

/**
 * Puts the round's ties on the matchday's kick-off entries: the ties with the fewest entries that suit
 * both teams go first, each to the least used suitable entry (ties between entries broken by the
 * round's generator), so a team in the 欧冠 never gets the Monday night slot.
 */
function place(
  ties: readonly Tie[],
  entries: readonly SlotEntry[],
  fits: ReadonlyMap<number, boolean[]>,
  rng: Rng,
): [Tie, SlotEntry][] {
  const suitable = ties.map((tie) => {
    const home = fits.get(tie.home);
    const away = fits.get(tie.away);
    const ok = entries.filter((e) => (home?.[e.index] ?? true) && (away?.[e.index] ?? true));
    return { tie, ok: ok.length > 0 ? ok : entries };
  });
  suitable.sort((a, b) => a.ok.length - b.ok.length);
  const load = new Map<number, number>();
  const placed: [Tie, SlotEntry][] = [];
  for (const { tie, ok } of suitable) {
    let least = Number.POSITIVE_INFINITY;
    for (const entry of ok) least = Math.min(least, load.get(entry.index) ?? 0);
    const entry = rng.pick(ok.filter((e) => (load.get(e.index) ?? 0) === least));
    load.set(entry.index, least + 1);
    placed.push([tie, entry]);
  }
  return placed;
}

const mod = (value: number, by: number): number => ((value % by) + by) % by;
