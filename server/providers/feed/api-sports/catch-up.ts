// Catch-up after a restart: matches the database still holds as not started or in play although their
// kick-off is past (the site was down while they were played) get their state from the provider again, in
// as few requests as the provider allows, so the board does not keep showing them as live.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedIds, matches } from '../../../db/schema';
import { stillAhead } from '../../../modules/match/states';

/** API-Football answers `fixtures?ids=` for at most this many fixtures a request. */
export const IDS_PER_REQUEST = 20;

const DAY = 86_400_000;
const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);

export interface Stale {
  /** API-Football fixture ids, in batches of at most IDS_PER_REQUEST. */
  football: number[][];
  /** UTC dates (YYYY-MM-DD) whose API-Basketball games list holds a stale game. */
  basketball: string[];
}

/**
 * The provider's records of the matches left behind. Matches kicking off today are left out: today's fixture
 * lists are asked at start anyway and carry their states.
 */
export async function staleMatches(db: Db, provider: string, at: number): Promise<Stale> {
  const rows = await db
    .select({ key: feedIds.providerKey, kickoffAt: matches.kickoffAt })
    .from(feedIds)
    .innerJoin(matches, eq(matches.id, feedIds.ourId))
    .where(
      and(
        eq(feedIds.provider, provider),
        eq(feedIds.entity, 'match'),
        lt(matches.kickoffAt, new Date(Math.floor(at / DAY) * DAY)),
        stillAhead(),
      ),
    )
    .orderBy(matches.kickoffAt);
  const football: number[] = [];
  const dates = new Set<string>();
  for (const r of rows) {
    const [sport, id] = r.key.split(':');
    if (sport === 'football') football.push(Number(id));
    else if (sport === 'basketball') dates.add(utcDate(r.kickoffAt.getTime()));
  }
  const batches: number[][] = [];
  for (let i = 0; i < football.length; i += IDS_PER_REQUEST) {
    batches.push(football.slice(i, i + IDS_PER_REQUEST));
  }
  return { football: batches, basketball: [...dates] };
}
