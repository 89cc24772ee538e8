// How the ratings, the home court and the night's form turn into shooting: a side's "edge" multiplies its
// make chances (and cuts its turnovers). Calibrated on the NBA: a 25-point rating gap (champion against
// bottom side) is worth about 13 points of margin and ~85 % of wins, a 7-point gap about 5 points, the
// home court about 2.5, and a team's form swings a few points either way.
import type { Rng } from '../rng';

const perRatingPoint = 0.003;
const homeCourt = 0.014;
const formSd = 0.02;

export function edgeOf(
  rng: Rng,
  rating: number,
  opponentRating: number,
  court: 'home' | 'away' | 'neutral',
): number {
  const venue = court === 'home' ? homeCourt : court === 'away' ? -homeCourt : 0;
  return 1 + perRatingPoint * (rating - opponentRating) + venue + rng.normal(0, formSd);
}
