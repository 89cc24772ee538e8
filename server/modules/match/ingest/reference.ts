// Reference data (competitions, teams, players, bookmakers): upserted when it changed since the last start.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appMeta, bookmakers, competitions, players, teams } from '../../../db/schema';
import type { FeedReference } from '../../../providers/feed/types';
import { inChunks } from './bulk';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function writeReference(db: Db, feed: string, reference: FeedReference) {
  const key = `feed:${feed}:reference`;
  const digest = createHash('sha256').update(JSON.stringify(reference)).digest('base64url');
  const [known] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (known?.value === digest) return false;

  await db.transaction(async (tx) => {
    await inChunks(reference.competitions, 500, (rows) =>
      tx
        .insert(competitions)
        .values(
          rows.map(({ season, ...c }) => ({ ...c, seasonId: season.id, seasonName: season.name })),
        )
        .onConflictDoUpdate({
          target: competitions.id,
          set: {
            sport: excluded('sport'),
            name: excluded('name'),
            shortName: excluded('short_name'),
            country: excluded('country'),
            kind: excluded('kind'),
            tier: excluded('tier'),
            color: excluded('color'),
            hot: excluded('hot'),
            seasonId: excluded('season_id'),
            seasonName: excluded('season_name'),
            updatedAt: sql`now()`,
          },
        }),
    );
    await inChunks(reference.teams, 1000, (rows) =>
      tx
        .insert(teams)
        .values(rows)
        .onConflictDoUpdate({
          target: teams.id,
          set: {
            sport: excluded('sport'),
            name: excluded('name'),
            shortName: excluded('short_name'),
            country: excluded('country'),
            competitionId: excluded('competition_id'),
            updatedAt: sql`now()`,
          },
        }),
    );
    await inChunks(reference.players, 2000, (rows) =>
      tx
        .insert(players)
        .values(rows)
        .onConflictDoUpdate({
          target: players.id,
          set: {
            teamId: excluded('team_id'),
            sport: excluded('sport'),
            name: excluded('name'),
            shirtNumber: excluded('shirt_number'),
            position: excluded('position'),
            nationality: excluded('nationality'),
            birthYear: excluded('birth_year'),
            heightCm: excluded('height_cm'),
            updatedAt: sql`now()`,
          },
        }),
    );
    await tx
      .insert(bookmakers)
      .values(reference.bookmakers)
      .onConflictDoUpdate({ target: bookmakers.id, set: { name: excluded('name') } });
    await tx
      .insert(appMeta)
      .values({ key, value: digest })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: digest, updatedAt: sql`now()` } });
  });
  return true;
}
