// A competition page's season: the competition row, the seasons the database holds matches of, and which
// one a call asks for (none: the current one). A season nobody holds is answered empty, not refused.
import { eq, sql } from 'drizzle-orm';
import type { SeasonInfo } from '../../../../contract/calls/library-competition';
import type { CompetitionInfo } from '../../../../contract/calls/live-library';
import { errors } from '../../../../contract/errors';
import type { Db } from '../../../db/client';
import { competitions, matches } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import type { Sport } from '../../../providers/feed/types';

export type CompetitionRow = typeof competitions.$inferSelect;

export const infoOf = (c: CompetitionRow): CompetitionInfo => ({
  id: c.id,
  matchType: c.sport as Sport,
  name: c.name,
  shortName: c.shortName,
  country: c.country,
  kind: c.kind as CompetitionInfo['kind'],
  tier: c.tier,
  color: c.color,
  hot: c.hot,
  seasonId: c.seasonId,
  seasonName: c.seasonName,
});

export async function competitionOf(db: Db, id: number): Promise<CompetitionRow> {
  const [c] = await db.select().from(competitions).where(eq(competitions.id, id));
  if (!c) throw new ApiError(errors.competitionNotFound);
  return c;
}

/**
 * The feed names only the current season; the k-th one before it is named k years back in the current
 * name's style (2025/26 before 2026/27, 2025 before 2026).
 */
function earlierName(c: CompetitionRow, k: number): string {
  const m = /^(\d{4})(\/(\d{2}))?/.exec(c.seasonName);
  if (!m) return `${c.seasonName}（前${k}季）`;
  const year = Number(m[1]) - k;
  return m[2] ? `${year}/${String((year + 1) % 100).padStart(2, '0')}` : String(year);
}

/** The seasons with matches in the database, newest first; the current one always listed. */
export async function seasonsOf(db: Db, c: CompetitionRow): Promise<SeasonInfo[]> {
  const rows = await db
    .select({
      id: matches.seasonId,
      first: sql<number>`(extract(epoch from min(${matches.kickoffAt})) * 1000)::float8`,
    })
    .from(matches)
    .where(eq(matches.competitionId, c.id))
    .groupBy(matches.seasonId);
  const current = { id: c.seasonId, name: c.seasonName, current: true };
  const older = rows
    .filter((r) => r.id !== c.seasonId)
    .sort((a, b) => b.first - a.first || b.id - a.id)
    .map((r, i) => ({ id: r.id, name: earlierName(c, i + 1), current: false }));
  return [current, ...older];
}

/** The season a call asks for (its id, or the current one) and whether the database holds it. */
export async function seasonOf(db: Db, c: CompetitionRow, seasonId: number | undefined) {
  const seasons = await seasonsOf(db, c);
  const id = seasonId ?? c.seasonId;
  const season = seasons.find((s) => s.id === id);
  return { seasons, season: season ?? { id, name: '', current: false }, known: !!season };
}
