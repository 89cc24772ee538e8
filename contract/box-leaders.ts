// The basketball box score's leaders (spec §3): which stats flag the team's highest value, and who has it. The
// server answers the match centre with them and the client recomputes them as pushed lines change; kept without zod
// so that the client's match-centre stream does not load the call schemas of contract/calls/live-match.ts.
import type { BoxScoreRow } from './match';

/** The basketball box score stats whose highest value per team is flagged (spec §3). */
export const boxLeaderStats = [
  'minutesPlayed',
  'points',
  'fieldGoalsScored',
  'fieldGoalsAccuracy',
  'threePoints',
  'threePointsScored',
  'threePointsTotal',
  'threePointsAccuracy',
  'freeThrowsScored',
  'freeThrowsTotal',
  'freeThrowsAccuracy',
  'rebounds',
  'offensiveRebounds',
  'defensiveRebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'assistRate',
] as const;
export type BoxLeaderStat = (typeof boxLeaderStats)[number];

/** Per stat, the players with the team's highest value: ties all flagged, nobody when the highest is 0. */
export function leadersOf(
  rows: readonly Pick<BoxScoreRow, BoxLeaderStat | 'playerId'>[],
): Record<BoxLeaderStat, number[]> {
  const out = {} as Record<BoxLeaderStat, number[]>;
  for (const stat of boxLeaderStats) {
    const best = Math.max(0, ...rows.map((r) => r[stat]));
    out[stat] = best > 0 ? rows.filter((r) => r[stat] === best).map((r) => r.playerId) : [];
  }
  return out;
}
