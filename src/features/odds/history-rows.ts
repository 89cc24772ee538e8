// The rows of the history tables (pure): one market's moves with arrows against the move before, and the
// 综合 table where each move of any market is a row showing all three markets as they stood then.
import {
  type Direction,
  directions,
  type OddsMarket,
  type OddsMove,
  oddsMarkets,
} from '../../../streams/odds';

export interface HistoryRow {
  at: number;
  values: number[];
  live: boolean;
  /** The first move of the line: the opening. */
  opening: boolean;
  /** Against the move before (all 0 on the opening). */
  dirs: Direction[];
}

/** Newest first, as the tables list them; each move compared with the one before it. */
export function historyRows(moves: readonly OddsMove[]): HistoryRow[] {
  return moves
    .map((move, i) => ({
      at: move.at,
      values: move.values,
      live: move.live,
      opening: i === 0,
      dirs: directions(move.values, moves[i - 1]?.values ?? null),
    }))
    .reverse();
}

export interface JoinCell {
  /** The market's line at that moment; null before the bookmaker opened it. */
  values: number[] | null;
  /** This row is a move of this market (its cells are marked). */
  moved: boolean;
  dirs: Direction[];
}

export interface JoinRow {
  at: number;
  /** Any move of this row was quoted in play. */
  live: boolean;
  cells: Record<OddsMarket, JoinCell>;
}

/**
 * One row per moment any market of the bookmaker moved (moves of the same moment share a row), newest
 * first; every market shows its latest line at or before that moment, with arrows where it moved.
 */
export function joinRows(histories: Partial<Record<OddsMarket, readonly OddsMove[]>>): JoinRow[] {
  const events = oddsMarkets
    .flatMap((market) => (histories[market] ?? []).map((move) => ({ market, move })))
    .sort((a, b) => a.move.at - b.move.at);
  const held: Record<OddsMarket, number[] | null> = { europe: null, asia: null, overUnder: null };
  const rows: JoinRow[] = [];
  for (let i = 0; i < events.length; ) {
    const at = events[i]!.move.at;
    const moved = new Map<OddsMarket, Direction[]>();
    let live = false;
    for (; i < events.length && events[i]!.move.at === at; i++) {
      const { market, move } = events[i]!;
      moved.set(market, directions(move.values, held[market]));
      held[market] = move.values;
      live ||= move.live;
    }
    const cell = (market: OddsMarket): JoinCell => ({
      values: held[market],
      moved: moved.has(market),
      dirs: moved.get(market) ?? [],
    });
    rows.push({
      at,
      live,
      cells: { europe: cell('europe'), asia: cell('asia'), overUnder: cell('overUnder') },
    });
  }
  return rows.reverse();
}
