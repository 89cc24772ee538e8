// What the library's charts plot, from the season answers: one label per match on the x axis (round or
// date with the opponent) and the values per series. Pure, so the series can be checked without a canvas.
import { chinaDay } from '../../../../contract/format/china-day';

export interface CategorySeries {
  label: string;
  color: string;
  values: (number | null)[];
  /** A bar instead of a line. */
  bar?: boolean;
}

export interface CategoryChartData {
  labels: string[];
  series: CategorySeries[];
}

interface Point {
  kickoffAt: number;
  round: string;
  opponent: string;
  league: boolean;
  position: number | null;
  scoredFor: number;
  scoredAgainst: number;
}

/** MM-DD of the match in Beijing time. */
const dayOf = (at: number) => chinaDay(at).slice(5);

export const FOR_COLOR = '#e8432e';
export const AGAINST_COLOR = '#0ea5e9';

/** League position after each league match (rounds in order); other competitions' matches stay out. */
export function positionChart(points: readonly Point[]): CategoryChartData {
  const league = points.filter((p) => p.league && p.position !== null);
  return {
    labels: league.map((p) => p.round),
    series: [{ label: '联赛排名', color: FOR_COLOR, values: league.map((p) => p.position) }],
  };
}

/** Goals (points) for and against in each match of the season, oldest first. */
export function forAgainstChart(
  points: readonly Point[],
  sport: 'football' | 'basketball',
): CategoryChartData {
  const football = sport === 'football';
  return {
    labels: points.map((p) => `${dayOf(p.kickoffAt)} ${p.opponent}`),
    series: [
      {
        label: football ? '进球' : '得分',
        color: FOR_COLOR,
        values: points.map((p) => p.scoredFor),
        bar: football,
      },
      {
        label: football ? '失球' : '失分',
        color: AGAINST_COLOR,
        values: points.map((p) => p.scoredAgainst),
        bar: football,
      },
    ],
  };
}

interface LogPoint {
  kickoffAt: number;
  opponent: { name: string };
}

/** One value per game of a player's log (given newest first), drawn oldest first. */
export function playerGameChart<G extends LogPoint>(
  log: readonly G[],
  series: readonly { label: string; color: string; value(game: G): number; bar?: boolean }[],
): CategoryChartData {
  const games = [...log].reverse();
  return {
    labels: games.map((g) => `${dayOf(g.kickoffAt)} ${g.opponent.name}`),
    series: series.map((s) => ({
      label: s.label,
      color: s.color,
      values: games.map((g) => s.value(g)),
      ...(s.bar ? { bar: true } : {}),
    })),
  };
}
