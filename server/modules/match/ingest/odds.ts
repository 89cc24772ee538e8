// Odds: one row per match, bookmaker and market, with its opening line, current line and every move.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type OddsMove, odds } from '../../../db/schema';
import type { FeedOdds } from '../../../providers/feed/types';
import { inChunks, insertRecordset } from './bulk';

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
  await inChunks(series, 3000, (slice) =>
    db.execute(
      insertRecordset(
        'odds',
        {
          match_id: 'int',
          bookmaker_id: 'int',
          market: 'text',
          opening: 'jsonb',
          opening_at: 'timestamptz',
          current: 'jsonb',
          current_at: 'timestamptz',
          live: 'boolean',
          moves: 'jsonb',
        },
        slice.map((s) => {
          const first = s.moves[0]!;
          const last = s.moves[s.moves.length - 1]!;
          return {
            match_id: s.matchId,
            bookmaker_id: s.bookmakerId,
            market: s.market,
            opening: first[1],
            opening_at: new Date(first[0]).toISOString(),
            current: last[1],
            current_at: new Date(last[0]).toISOString(),
            live: last[2],
            moves: s.moves,
          };
        }),
        // Only moves after the stored current one are appended: a batch delivered twice adds nothing.
        sql`on conflict (match_id, bookmaker_id, market) do update set
          current = excluded.current, current_at = excluded.current_at, live = excluded.live,
          moves = ${odds.moves} || (select coalesce(jsonb_agg(m order by n), '[]'::jsonb)
            from jsonb_array_elements(excluded.moves) with ordinality as e(m, n)
            where (m->>0)::bigint > (extract(epoch from ${odds.currentAt}) * 1000)::bigint)
          where ${odds.currentAt} < excluded.current_at`,
      ),
    ),
  );
}
