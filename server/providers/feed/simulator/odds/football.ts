// The football price model: each side's goals are Poisson with a mean set by the two ratings and home
// advantage (the engine's 2.5-3 goals-per-match world, home sides winning about 45 %). In play the goals still to
// come scale with the minutes left, and a red card tilts the rates; the score so far is fixed.
import { expectedGoals as engineExpectedGoals } from '../football/rates';
import type { Bookmaker } from './bookmakers';
import { type LineQuote, type PreviousLines, quoteEurope, quoteLine, settleLine } from './lines';

export interface GoalRates {
  home: number;
  away: number;
}

/** Regulation with typical stoppage time: the clock the remaining goals run on. */
const matchMinutes = 93;
/** A side down to ten scores about 30 % less and concedes about 25 % more. */
const redOwn = 0.7;
const redOpponent = 1.25;
/** Goals beyond this per side in the rest of a match are too rare to price. */
const maxGoals = 12;

/**
 * The books read strength the way the match engine plays it (same expected goals from the ratings), so
 * favourites win about as often as their prices say. The engine's day-to-day form stays hidden from them.
 */
export function expectedGoals(homeRating: number, awayRating: number, neutral: boolean): GoalRates {
  return engineExpectedGoals(homeRating, awayRating, neutral);
}

/** What the books price from: the match minute and what has happened so far. */
export interface FootballSituation {
  minute: number;
  homeScore: number;
  awayScore: number;
  homeRed: number;
  awayRed: number;
}

function poissonPmf(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= maxGoals; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Goals still to come, per side, given the full-match rates and the situation. */
export function remainingRates(full: GoalRates, situation: FootballSituation): GoalRates {
  const left = Math.max(0, matchMinutes - situation.minute) / matchMinutes;
  const home = full.home * redOwn ** situation.homeRed * redOpponent ** situation.awayRed;
  const away = full.away * redOwn ** situation.awayRed * redOpponent ** situation.homeRed;
  return { home: home * left, away: away * left };
}

/** Distributions of the rest of the match: goal difference (home − away) and total goals. */
export interface GoalOutlook {
  /** difference[k + maxGoals] = P(home − away = k) over goals still to come. */
  difference: number[];
  /** total[k] = P(goals still to come = k). */
  total: number[];
}

export function goalOutlook(rest: GoalRates): GoalOutlook {
  const home = poissonPmf(rest.home);
  const away = poissonPmf(rest.away);
  const difference = new Array<number>(2 * maxGoals + 1).fill(0);
  for (let i = 0; i <= maxGoals; i++) {
    for (let j = 0; j <= maxGoals; j++) {
      const idx = i - j + maxGoals;
      difference[idx] = (difference[idx] ?? 0) + (home[i] ?? 0) * (away[j] ?? 0);
    }
  }
  return { difference, total: poissonPmf(rest.home + rest.away) };
}

export interface FootballQuotes {
  europe: number[] | null;
  asia: number[] | null;
  overUnder: number[] | null;
}

/**
 * One book's three markets. The Asian handicap in play is on the goals still to come (running-ball
 * style, the score so far counts as level); over/under is on the match total including goals scored.
 */
export function quoteFootball(
  book: Bookmaker,
  rest: GoalRates,
  situation: FootballSituation,
  previous: PreviousLines,
): FootballQuotes {
  const outlook = goalOutlook(rest);
  const diffAt = (k: number) => outlook.difference[k + maxGoals] ?? 0;
  const lead = situation.homeScore - situation.awayScore;
  let home = 0;
  let draw = 0;
  for (let k = -maxGoals; k <= maxGoals; k++) {
    const final = lead + k;
    if (final > 0) home += diffAt(k);
    else if (final === 0) draw += diffAt(k);
  }
  const europe = quoteEurope([home, draw, Math.max(0, 1 - home - draw)], book.margin.europe);

  const asia = quoteLine({
    outcome: (line) => settleLine(line, -maxGoals, maxGoals, diffAt),
    margin: book.margin.asia,
    step: 0.25,
    center: rest.home - rest.away,
    reach: 1.5,
    lowest: -4,
    previous: previous.asia,
    maxMove: previous.maxMove,
  });

  const scored = situation.homeScore + situation.awayScore;
  const overUnder = quoteLine({
    outcome: (line) =>
      settleLine(line, scored, scored + maxGoals, (k) => outlook.total[k - scored] ?? 0),
    margin: book.margin.overUnder,
    step: 0.25,
    center: scored + rest.home + rest.away,
    reach: 1.5,
    // A line at or below the goals already in could never lose: the lowest is a quarter above.
    lowest: scored + 0.25,
    previous: previous.overUnder,
    maxMove: previous.maxMove,
  });

  return { europe, asia: asArray(asia), overUnder: asArray(overUnder) };
}

const asArray = (quote: LineQuote | null): number[] | null =>
  quote ? [quote.first, quote.line, quote.second] : null;
