// Odds: one row per match, bookmaker and market, with its opening line, current line and every move.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type OddsMove, odds } from '../../../db/schema';
import type { FeedOdds } from '../../../providers/feed/types';
import { inChunks } from './chunks';

interface Series {
  matchId: number;
  bookmakerId: number;
  market: FeedOdds['market'];
  moves: OddsMove[];
}

/** The batch's moves grouped into series, in time order. */
export function oddsSeries(changes: { at: number; odds: FeedOdds }[]): Series[] {
  const series = new Map<string, Series>();
  for (const { at, odds: o } of changes) {
    const key = `${o.matchId}:${o.bookmakerId}:${o.market}`;
    let s = series.get(key);
    if (!s) {
      s = { matchId: o.matchId, bookmakerId: o.bookmakerId, market: o.market, moves: [] };
      series.set(key, s);
    }
    s.moves.push([at, o.values, o.live]);
  }
  return [...series.values()];
}

export async function writeOdds(db: Db, series: Series[]) {
  await inChunks(series, 1000, (slice) =>
    db
      .insert(odds)
      .values(
        slice.map((s) => {
          const first = s.moves[0]!;
          const last = s.moves[s.moves.length - 1]!;
          return {
            matchId: s.matchId,
            bookmakerId: s.bookmakerId,
            market: s.market,
            opening: first[1],
            openingAt: new Date(first[0]),
            current: last[1],
            currentAt: new Date(last[0]),
            live: last[2],
            moves: s.moves,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [odds.matchId, odds.bookmakerId, odds.market],
        set: {
          current: sql`excluded.current`,
          currentAt: sql`excluded.current_at`,
          live: sql`excluded.live`,
          // Only moves after the stored current one: a batch delivered twice adds nothing.
          moves: sql`${odds.moves} || (select coalesce(jsonb_agg(m order by n), '[]'::jsonb)
            from jsonb_array_elements(excluded.moves) with ordinality as e(m, n)
            where (m->>0)::bigint > (extract(epoch from ${odds.currentAt}) * 1000)::bigint)`,
        },
        setWhere: sql`${odds.currentAt} < excluded.current_at`,
      }),
  );
}
