// The table as it stands right now: the server's table (finished matches) with each live match of the
// competition counted at its current score, re-ranked by the same rule (contract/library/table.ts).
// Pure, so the page recomputes it on every score push and the unit tests pin it down.
import type { StandingRow } from '../../../../contract/calls/library-competition';
import type { MatchType } from '../../../../contract/events';
import { addResult, rankRows, type TallyRow } from '../../../../contract/library/table';

export type TableView = 'total' | 'home' | 'away';

/** A match in play: its two sides and their current scores. */
export interface LiveScore {
  home: { id: number; score: number };
  away: { id: number; score: number };
}

export interface LiveRow extends StandingRow {
  /** The row counts a match in play (实时). */
  live: boolean;
  /** Places gained (positive) or lost (negative) against the server's table. */
  moved: number;
}

export function liveTable(
  rows: readonly StandingRow[],
  live: readonly LiveScore[],
  sport: MatchType,
  view: TableView = 'total',
): LiveRow[] {
  const byTeam = new Map<number, TallyRow>(rows.map((r) => [r.teamId, r]));
  const playing = new Set<number>();
  for (const m of live) {
    const sides = [
      { own: m.home, other: m.away, side: 'home' as const },
      { own: m.away, other: m.home, side: 'away' as const },
    ];
    for (const { own, other, side } of sides) {
      if (view !== 'total' && view !== side) continue;
      const row = byTeam.get(own.id);
      if (!row) continue;
      byTeam.set(
        own.id,
        addResult(row, { teamId: own.id, scoredFor: own.score, scoredAgainst: other.score }, sport),
      );
      playing.add(own.id);
    }
  }
  if (playing.size === 0) return rows.map((r) => ({ ...r, live: false, moved: 0 }));
  const before = new Map(rows.map((r) => [r.teamId, r.rank]));
  return rankRows([...byTeam.values()], sport).map((r) => ({
    ...r,
    live: playing.has(r.teamId),
    moved: (before.get(r.teamId) ?? r.rank) - r.rank,
  }));
}
