// A league table replayed match by match, for a team's "position by round" chart: after each of its league
// matches, where the team stood, ranked by the very rule of the table the page shows (contract/library/table).
import { type TableTeam, type TeamScore, tallyTable } from '../../../contract/library/table';
import type { Sport } from '../../providers/feed/types';

export interface PlayedMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

/**
 * The team's rank among `teams` (its table or group) right after each of its matches in `played` (given
 * in the order they were played). Every team of the table counts from the start, with nothing; results
 * of sides outside the table are left out.
 */
export function positionsAfter(
  played: readonly PlayedMatch[],
  teams: readonly TableTeam[],
  teamId: number,
  sport: Sport,
): Map<number, number> {
  const inTable = new Set(teams.map((t) => t.teamId));
  const results: TeamScore[] = [];
  const out = new Map<number, number>();
  for (const m of played) {
    if (inTable.has(m.homeTeamId))
      results.push({ teamId: m.homeTeamId, scoredFor: m.homeScore, scoredAgainst: m.awayScore });
    if (inTable.has(m.awayTeamId))
      results.push({ teamId: m.awayTeamId, scoredFor: m.awayScore, scoredAgainst: m.homeScore });
    if (m.homeTeamId !== teamId && m.awayTeamId !== teamId) continue;
    const row = tallyTable([...teams], results, sport).find((r) => r.teamId === teamId);
    if (row) out.set(m.id, row.rank);
  }
  return out;
}
