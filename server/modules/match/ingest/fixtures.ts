// Fixtures: new matches are inserted; a known one is updated only where the feed changed it (never its live state).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { FeedFixture } from '../../../providers/feed/types';
import { inChunks } from './bulk';

export async function writeFixtures(db: Db, fixtures: FeedFixture[]) {
  await inChunks(fixtures, 1000, (rows) =>
    db
      .insert(matches)
      .values(rows.map(({ kickoffAt, ...f }) => ({ ...f, kickoffAt: new Date(kickoffAt) })))
      .onConflictDoUpdate({
        target: matches.id,
        set: {
          competitionId: sql`excluded.competition_id`,
          seasonId: sql`excluded.season_id`,
          round: sql`excluded.round`,
          homeTeamId: sql`excluded.home_team_id`,
          awayTeamId: sql`excluded.away_team_id`,
          kickoffAt: sql`excluded.kickoff_at`,
          knockout: sql`excluded.knockout`,
          neutral: sql`excluded.neutral`,
          venue: sql`excluded.venue`,
        },
        // Re-sending an unchanged fixture (every start does) rewrites nothing, and once the live feed
        // reports on a match (a postponement moves its kick-off) the live state owns it.
        setWhere: sql`${matches.liveAt} is null and (${matches.round}, ${matches.homeTeamId}, ${matches.awayTeamId}, ${matches.kickoffAt}, ${matches.knockout}, ${matches.neutral}, ${matches.venue}, ${matches.competitionId}, ${matches.seasonId})
          is distinct from (excluded.round, excluded.home_team_id, excluded.away_team_id, excluded.kickoff_at, excluded.knockout, excluded.neutral, excluded.venue, excluded.competition_id, excluded.season_id)`,
      }),
  );
}
