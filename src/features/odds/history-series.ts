// The chart series of a line's history (pure): europe's odds per outcome, the waters with the handicap or
// total as a step series, and the fair probabilities over time for the model page.
import type { MatchType } from '../../../contract/events';
import type { OddsMarket, OddsMove } from '../../../streams/odds';
import type { LineSeries } from './line-chart';
import { lineLabel, marketColumns } from './market-labels';
import { fairProbabilities } from './probability';

/** Home red (the brand), draw amber, away blue; the line in grey. */
export const outcomeColors = ['#e5322d', '#f59e0b', '#2563eb'] as const;
const LINE_COLOR = '#525252';

const point = (move: OddsMove, i: number) => ({ x: move.at, y: move.values[i]! });
const has = (i: number) => (move: OddsMove) => Number.isFinite(move.values[i]);

/** The colours of europe's outcomes: basketball has no draw, so away keeps its blue. */
const europeColors = (type: MatchType) =>
  type === 'football' ? outcomeColors : [outcomeColors[0], outcomeColors[2]];

export function historySeries(
  type: MatchType,
  market: OddsMarket,
  moves: readonly OddsMove[],
): LineSeries[] {
  const titles = marketColumns(type, market);
  if (market === 'europe') {
    const colors = europeColors(type);
    return titles.map((label, i) => ({
      label,
      color: colors[i] ?? LINE_COLOR,
      points: moves.filter(has(i)).map((m) => point(m, i)),
    }));
  }
  // [home or over water, line, away or under water]
  return [
    {
      label: titles[0]!,
      color: outcomeColors[0],
      points: moves.filter(has(0)).map((m) => point(m, 0)),
    },
    {
      label: titles[2]!,
      color: outcomeColors[2],
      points: moves.filter(has(2)).map((m) => point(m, 2)),
    },
    {
      label: titles[1]!,
      color: LINE_COLOR,
      step: true,
      points: moves.filter(has(1)).map((m) => point(m, 1)),
    },
  ];
}

/** The right axis of a handicap or total: its labels, and quarter ticks where the lines are quarters. */
export function stepAxis(type: MatchType, market: OddsMarket) {
  return {
    format: (value: number) => lineLabel(type, market, value),
    quarters: type === 'football',
  };
}

/** The fair probabilities of each europe move, one series per outcome. */
export function probabilitySeries(type: MatchType, moves: readonly OddsMove[]): LineSeries[] {
  const titles = marketColumns(type, 'europe');
  const colors = europeColors(type);
  const fair = moves.flatMap((move) => {
    const p = fairProbabilities(move.values);
    return p && p.length === titles.length ? [{ at: move.at, p }] : [];
  });
  return titles.map((label, i) => ({
    label,
    color: colors[i] ?? LINE_COLOR,
    points: fair.map(({ at, p }) => ({ x: at, y: p[i]! })),
  }));
}

/** The stretch of a line the chart shows: all of it, before kick-off, or in play. */
export type ChartRange = 'all' | 'pre' | 'live';

/**
 * The moves of a range. Days of pre-match quoting squeeze the in-play moves into a sliver of a time
 * axis, so the chart can show either part alone; in play starts from the last pre-match line (the
 * line the match kicked off on).
 */
export function movesInRange(moves: readonly OddsMove[], range: ChartRange): readonly OddsMove[] {
  if (range === 'all') return moves;
  const firstLive = moves.findIndex((m) => m.live);
  if (range === 'pre') return firstLive < 0 ? moves : moves.slice(0, firstLive);
  return firstLive < 0 ? [] : moves.slice(Math.max(0, firstLive - 1));
}
