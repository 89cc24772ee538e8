// A league table replayed match by match, for a team's "position by round" chart: after each of its league
// matches, where the team stood. Pure, so the ordering can be checked by hand in a unit test.

export interface PlayedMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

interface Line {
  teamId: number;
  points: number;
  scoredFor: number;
  scoredAgainst: number;
}

/** Football order: points, goal difference, goals scored, then the id so the order never flickers. */
const before = (a: Line, b: Line) =>
  b.points - a.points ||
  b.scoredFor - b.scoredAgainst - (a.scoredFor - a.scoredAgainst) ||
  b.scoredFor - a.scoredFor ||
  a.teamId - b.teamId;

/**
 * The team's rank among `teamIds` (its table or group) right after each of its matches in `played`
 * (given in the order they were played). Every team of the table counts from the start, with nothing.
 */
export function positionsAfter(
  played: readonly PlayedMatch[],
  teamIds: readonly number[],
  teamId: number,
): Map<number, number> {
  const lines = new Map<number, Line>(
    teamIds.map((id) => [id, { teamId: id, points: 0, scoredFor: 0, scoredAgainst: 0 }]),
  );
  const add = (id: number, own: number, other: number) => {
    const line = lines.get(id);
    if (!line) return;
    line.scoredFor += own;
    line.scoredAgainst += other;
    line.points += own > other ? 3 : own === other ? 1 : 0;
  };
  const out = new Map<number, number>();
  for (const m of played) {
    add(m.homeTeamId, m.homeScore, m.awayScore);
    add(m.awayTeamId, m.awayScore, m.homeScore);
    if (m.homeTeamId !== teamId && m.awayTeamId !== teamId) continue;
    const own = lines.get(teamId);
    if (!own) continue;
    out.set(m.id, [...lines.values()].filter((l) => before(l, own) < 0).length + 1);
  }
  return out;
}
