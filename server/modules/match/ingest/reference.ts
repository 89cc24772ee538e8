// Reference data (competitions, teams, players, bookmakers): upserted when it changed since the last start.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appMeta, bookmakers, competitions, teams } from '../../../db/schema';
import type { FeedReference } from '../../../providers/feed/types';
import { type Columns, inChunks, insertRecordset, setExcluded } from './bulk';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function writeReference(db: Db, feed: string, reference: FeedReference) {
  const key = `feed:${feed}:reference`;
  const digest = createHash('sha256').update(JSON.stringify(reference)).digest('base64url');
  const [known] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (known?.value === digest) return false;

  // Statement by statement rather than one transaction: on PGlite (one connection) a transaction would
  // hold every other query of the site for seconds. Each upsert is idempotent and the digest is written
  // last, so a start cut short simply does it again.
  await inChunks(reference.competitions, 500, (rows) =>
    db
      .insert(competitions)
      .values(
        rows.map(({ season, zones, ...c }) => ({
          ...c,
          zones: zones ?? [],
          seasonId: season.id,
          seasonName: season.name,
        })),
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
          zones: excluded('zones'),
          updatedAt: sql`now()`,
        },
      }),
  );
  await inChunks(reference.teams, 1000, (rows) =>
    db
      .insert(teams)
      .values(rows.map(({ group, ...t }) => ({ ...t, groupName: group ?? '' })))
      .onConflictDoUpdate({
        target: teams.id,
        set: {
          sport: excluded('sport'),
          name: excluded('name'),
          shortName: excluded('short_name'),
          country: excluded('country'),
          competitionId: excluded('competition_id'),
          groupName: excluded('group_name'),
          updatedAt: sql`now()`,
        },
      }),
  );
  const playerColumns: Columns = {
    id: 'int',
    team_id: 'int',
    sport: 'text',
    name: 'text',
    shirt_number: 'smallint',
    position: 'text',
    nationality: 'text',
    birth_year: 'smallint',
    height_cm: 'smallint',
  };
  await inChunks(reference.players, 10_000, (rows) =>
    db.execute(
      insertRecordset(
        'players',
        playerColumns,
        rows.map((p) => ({
          id: p.id,
          team_id: p.teamId,
          sport: p.sport,
          name: p.name,
          shirt_number: p.shirtNumber,
          position: p.position,
          nationality: p.nationality,
          birth_year: p.birthYear,
          height_cm: p.heightCm,
        })),
        sql`on conflict (id) do update set ${setExcluded(Object.keys(playerColumns).slice(1))}, updated_at = now()`,
      ),
    ),
  );
  await db
    .insert(bookmakers)
    .values(reference.bookmakers)
    .onConflictDoUpdate({ target: bookmakers.id, set: { name: excluded('name') } });
  await db
    .insert(appMeta)
    .values({ key, value: digest })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: digest, updatedAt: sql`now()` } });
  return true;
}
