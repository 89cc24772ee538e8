// The odds pages: each bookmaker's opening and current line per market for a match, and one line's history.
import { and, asc, eq, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { bookmakers, matches, odds } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { OddsMarket, Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { matchItems } from './board';
import { findMatch } from './reads';

const MARKETS: OddsMarket[] = ['europe', 'asia', 'overUnder'];

type Line = {
  bookmakerId: number;
  bookmaker: string;
  opening: number[];
  openingAt: number;
  current: number[];
  currentAt: number;
  live: boolean;
  moves: number;
};

export async function matchOdds(
  db: Db,
  bus: Bus,
  sport: Sport,
  matchId: number,
  market: OddsMarket | undefined,
) {
  await findMatch(db, matchId, sport);
  const { seq } = await bus.catchUp(channels.match(sport, matchId));
  const [match] = await matchItems(db, eq(matches.id, matchId));
  const rows = await db
    .select({
      market: odds.market,
      bookmakerId: odds.bookmakerId,
      bookmaker: bookmakers.name,
      opening: odds.opening,
      openingAt: odds.openingAt,
      current: odds.current,
      currentAt: odds.currentAt,
      live: odds.live,
      // The count only: the moves themselves are the history call's.
      moves: sql<number>`jsonb_array_length(${odds.moves})::int`,
    })
    .from(odds)
    .innerJoin(bookmakers, eq(bookmakers.id, odds.bookmakerId))
    .where(and(eq(odds.matchId, matchId), market ? eq(odds.market, market) : undefined))
    .orderBy(asc(odds.bookmakerId));

  const markets: Partial<Record<OddsMarket, Line[]>> = {};
  for (const m of market ? [market] : MARKETS) markets[m] = [];
  for (const r of rows) {
    markets[r.market as OddsMarket]?.push({
      bookmakerId: r.bookmakerId,
      bookmaker: r.bookmaker,
      opening: r.opening,
      openingAt: r.openingAt.getTime(),
      current: r.current,
      currentAt: r.currentAt.getTime(),
      live: r.live,
      moves: r.moves,
    });
  }
  return { seq, match: match!, markets };
}

export async function oddsHistory(
  db: Db,
  sport: Sport,
  q: { matchId: number; bookmakerId: number; market: OddsMarket },
) {
  await findMatch(db, q.matchId, sport);
  const [bookmaker] = await db.select().from(bookmakers).where(eq(bookmakers.id, q.bookmakerId));
  if (!bookmaker) throw new ApiError(errors.badParams, `${errors.badParams.msg}：博彩公司不存在`);
  const [row] = await db
    .select({ moves: odds.moves })
    .from(odds)
    .where(
      and(
        eq(odds.matchId, q.matchId),
        eq(odds.bookmakerId, q.bookmakerId),
        eq(odds.market, q.market),
      ),
    );
  return {
    ...q,
    bookmaker: bookmaker.name,
    moves: (row?.moves ?? []).map(([at, values, live]) => ({ at, values, live })),
  };
}
