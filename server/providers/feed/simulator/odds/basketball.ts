// The basketball price model: the final margin (home − away) and the total are normal. Their means come
// from the ratings, home court and the league's scoring level (NBA about 230 points a game, FIBA about
// 170); in play the part still to come shrinks with the minutes left and the score so far is fixed.
import type { Bookmaker } from './bookmakers';
import { type LineQuote, normalCdf, type PreviousLines, quoteEurope, quoteLine } from './lines';

export type BasketballRules = 'nba' | 'fiba';

export interface MarginModel {
  /** Expected final margin, home − away, over regulation. */
  margin: number;
  marginSd: number;
  /** Expected points of both sides together. */
  total: number;
  totalSd: number;
}

// Measured on the match engine (800 simulated games per rule book): a rating point is worth about 0.36
// points of margin in the NBA and 0.29 under FIBA (fewer possessions), the home court 1-2 points, and
// totals sit near 230 and 170 whatever the ratings. Re-measure if the engine's tuning changes.
const leagues = {
  nba: { minutes: 48, homeCourt: 2, slope: 0.36, marginSd: 13, total: 230, totalSd: 18 },
  fiba: { minutes: 40, homeCourt: 1.5, slope: 0.29, marginSd: 12, total: 170, totalSd: 15.5 },
} as const satisfies Record<BasketballRules, object>;

export const regulationMinutes = (rules: BasketballRules): number => leagues[rules].minutes;

export function expectedMargin(
  homeRating: number,
  awayRating: number,
  neutral: boolean,
  rules: BasketballRules,
): MarginModel {
  const league = leagues[rules];
  return {
    margin: (neutral ? 0 : league.homeCourt) + league.slope * (homeRating - awayRating),
    marginSd: league.marginSd,
    total: league.total,
    totalSd: league.totalSd,
  };
}

export interface BasketballSituation {
  /** Minutes played. */
  minute: number;
  homeScore: number;
  awayScore: number;
}

/** The distribution of the final margin and total from a situation: the rest of the game is still normal. */
export function finalOutlook(
  model: MarginModel,
  situation: BasketballSituation,
  rules: BasketballRules,
): MarginModel {
  const minutes = regulationMinutes(rules);
  const left = Math.max(0, minutes - situation.minute) / minutes;
  // Even the last possession can swing a point or two: never price as if the result were certain.
  const spread = Math.sqrt(Math.max(left, 0.004));
  return {
    margin: situation.homeScore - situation.awayScore + model.margin * left,
    marginSd: model.marginSd * spread,
    total: situation.homeScore + situation.awayScore + model.total * left,
    totalSd: model.totalSd * spread,
  };
}

/**
 * Margins and totals are whole numbers: a line of 5.5 splits them cleanly, a line of 5 pushes on 5.
 * The first side (home giving the line / over) wins above it and loses below it.
 */
function settleNormal(line: number, mean: number, sd: number) {
  const winFrom = Math.floor(line) + 1;
  const loseTo = Math.ceil(line) - 1;
  return {
    win: 1 - normalCdf((winFrom - 0.5 - mean) / sd),
    lose: normalCdf((loseTo + 0.5 - mean) / sd),
  };
}

export interface BasketballQuotes {
  europe: number[] | null;
  asia: number[] | null;
  overUnder: number[] | null;
}

/** One book's moneyline, spread (让分) and total (大小分), all on the full game. */
export function quoteBasketball(
  book: Bookmaker,
  outlook: MarginModel,
  previous: PreviousLines,
): BasketballQuotes {
  // A tie goes to overtime, which is a coin toss: the moneyline is the chance the margin is positive.
  const home = 1 - normalCdf(-outlook.margin / outlook.marginSd);
  const europe = quoteEurope([home, 1 - home], book.margin.europe);
  const asia = quoteLine({
    outcome: (line) => settleNormal(line, outlook.margin, outlook.marginSd),
    margin: book.margin.asia,
    step: 0.5,
    center: outlook.margin,
    reach: 3,
    lowest: -60,
    previous: previous.asia,
    maxMove: previous.maxMove,
  });
  const overUnder = quoteLine({
    outcome: (line) => settleNormal(line, outlook.total, outlook.totalSd),
    margin: book.margin.overUnder,
    step: 0.5,
    center: outlook.total,
    reach: 4,
    lowest: 0,
    previous: previous.overUnder,
    maxMove: previous.maxMove,
  });
  return { europe, asia: asArray(asia), overUnder: asArray(overUnder) };
}

const asArray = (quote: LineQuote | null): number[] | null =>
  quote ? [quote.first, quote.line, quote.second] : null;
