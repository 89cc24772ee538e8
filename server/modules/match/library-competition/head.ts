// A competition page's head: the competition, its zones, the season asked and the seasons held, and the
// tabs that season has data for (a league's table; a bracket only where knockout matches were drawn).
import { and, eq } from 'drizzle-orm';
import type { CompetitionTab } from '../../../../contract/pages';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import { type CompetitionRow, infoOf, seasonOf } from './season';

export async function headOf(db: Db, c: CompetitionRow, seasonId: number | undefined) {
  const { seasons, season, known } = await seasonOf(db, c, seasonId);
  const [knockout] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.competitionId, c.id),
        eq(matches.seasonId, season.id),
        eq(matches.knockout, true),
      ),
    )
    .limit(1);
  const tabs: CompetitionTab[] = [
    ...(c.kind === 'league' ? (['standings'] as const) : []),
    'schedule',
    ...(knockout ? (['bracket'] as const) : []),
    'leaders',
  ];
  // A cup opens on its bracket when it has one.
  if (c.kind === 'cup' && knockout) tabs.unshift(...tabs.splice(tabs.indexOf('bracket'), 1));
  return {
    competition: infoOf(c),
    zones: c.zones,
    season,
    hasData: known,
    seasons,
    tabs,
  };
}
