// How often things happen in one match, from the two sides' ratings. Tuned to top-flight averages:
// 2.5-3 goals, ~45 % home wins, ~25 % draws, ~4 yellow cards, ~0.2 red cards, ~10 corners a match.
import type { Rng } from '../rng';

/** Per-side means for a whole 90 minutes (stoppage time included). */
export interface SideRates {
  /** Expected goals, penalties and own goals included. */
  goals: number;
  penaltiesAwarded: number;
  /** Goals disallowed after a VAR check (on top of `goals`). */
  disallowedGoals: number;
  corners: number;
  yellowCards: number;
  straightReds: number;
  /** Shots that do not go in. */
  missedShots: number;
  fouls: number;
  offsides: number;
  attacks: number;
  dangerousAttacks: number;
}

export interface MatchRates {
  home: SideRates;
  away: SideRates;
  /** The home side's share of the ball over the match, 0-100. */
  homePossession: number;
}

/** An even match between equal sides on neutral ground: this many goals each. */
const EVEN_GOALS = 1.2;
/** Goal-rate gain per rating point of difference: a 92-vs-60 mismatch gives the favourite ~2.5 xG. */
const RATING_SLOPE = 0.0235;
/** Playing at home: ~+0.3 goals for the home side. */
const HOME_EDGE = 1.25;
/** Share of a penalty that goes in. */
export const PENALTY_CONVERSION = 0.76;
/** Own goals as a share of the goals a side gets. */
export const OWN_GOAL_SHARE = 0.03;

/** Expected goals per side before the day's form. */
export function expectedGoals(
  homeRating: number,
  awayRating: number,
  neutral: boolean,
): { home: number; away: number } {
  const edge = RATING_SLOPE * (homeRating - awayRating);
  return {
    home: EVEN_GOALS * Math.exp(edge) * (neutral ? 1 : HOME_EDGE),
    away: EVEN_GOALS * Math.exp(-edge),
  };
}

function sideRates(goals: number, opponentGoals: number, away: boolean, rng: Rng): SideRates {
  // The stronger the attack, the more of the ball ends in the box: corners and shots grow with xG.
  const attack = goals / 1.35;
  // Sides under pressure foul and get booked more; away sides a little more still.
  const pressure = (opponentGoals / goals) ** 0.15 * (away ? 1.06 : 1);
  const penaltiesAwarded = 0.15 * attack ** 0.6;
  return {
    goals,
    penaltiesAwarded,
    disallowedGoals: 0.07 * attack,
    corners: 5 * attack ** 0.45 * rng.between(0.85, 1.15),
    yellowCards: 1.85 * pressure * rng.between(0.75, 1.25),
    straightReds: 0.045 * pressure,
    missedShots: 10.5 * attack ** 0.55 * rng.between(0.85, 1.15),
    fouls: 9.5 * pressure * rng.between(0.85, 1.15),
    offsides: 2 * attack ** 0.5 * rng.between(0.7, 1.3),
    attacks: 0,
    dangerousAttacks: 40 * attack ** 0.5 * rng.between(0.9, 1.1),
  };
}

/** The rates of one match: ratings, home ground and the day's form (a little luck either way). */
export function matchRates(
  homeRating: number,
  awayRating: number,
  neutral: boolean,
  rng: Rng,
): MatchRates {
  const xg = expectedGoals(homeRating, awayRating, neutral);
  const homeGoals = xg.home * Math.exp(rng.normal(0, 0.1));
  const awayGoals = xg.away * Math.exp(rng.normal(0, 0.1));
  const home = sideRates(homeGoals, awayGoals, false, rng);
  const away = sideRates(awayGoals, homeGoals, true, rng);
  const homePossession = Math.min(
    72,
    Math.max(28, 50 + 0.45 * (homeRating - awayRating) + (neutral ? 0 : 2) + rng.normal(0, 3)),
  );
  // Attacks follow the ball: roughly two a minute for an even side.
  home.attacks = 105 * (homePossession / 50) * rng.between(0.9, 1.1);
  away.attacks = 105 * ((100 - homePossession) / 50) * rng.between(0.9, 1.1);
  return { home, away, homePossession };
}

// ---- when in the match things happen -------------------------------------------------------

/** Goals come more often late in each half, and a little more after the break. */
export function goalWeight(half: 1 | 2, minuteOfHalf: number): number {
  const x = Math.min(minuteOfHalf, 45) / 45;
  return (half === 1 ? 0.88 : 1.08) * (0.8 + 0.45 * x);
}

/** Cards build up as legs tire and tempers rise: few early, most after the hour. */
export function cardWeight(half: 1 | 2, minuteOfHalf: number): number {
  const x = Math.min(minuteOfHalf, 45) / 45;
  return half === 1 ? 0.35 + 0.6 * x : 0.95 + 0.65 * x;
}

/** Mean stoppage minutes played per half, so per-minute chances add up to the match means. */
export const MEAN_STOPPAGE = { 1: 2.5, 2: 5 } as const;

function weightTotal(weight: (half: 1 | 2, minuteOfHalf: number) => number): number {
  let total = 0;
  for (const half of [1, 2] as const) {
    for (let m = 1; m <= 45; m++) total += weight(half, m);
    total += MEAN_STOPPAGE[half] * weight(half, 45);
  }
  return total;
}

const GOAL_WEIGHT_TOTAL = weightTotal(goalWeight);
const CARD_WEIGHT_TOTAL = weightTotal(cardWeight);
const FLAT_TOTAL = 90 + MEAN_STOPPAGE[1] + MEAN_STOPPAGE[2];

/** Share of a whole match's count expected in this minute, by the kind of thing. */
export function minuteShare(
  shape: 'goal' | 'card' | 'flat',
  half: 1 | 2,
  minuteOfHalf: number,
): number {
  if (shape === 'goal') return goalWeight(half, minuteOfHalf) / GOAL_WEIGHT_TOTAL;
  if (shape === 'card') return cardWeight(half, minuteOfHalf) / CARD_WEIGHT_TOTAL;
  return 1 / FLAT_TOTAL;
}

/** Extra time: tired legs and caution; a minute of it yields a little less than a normal minute. */
export const EXTRA_TIME_FACTOR = 0.85;
