// The schedule and results pages' date strip, and the home page's strip of matches in play or about to start.
import { and, eq, gte, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { channels } from '../../../contract/events';
import { chinaDay, chinaDayStart } from '../../../contract/format/china-day';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { matchItems } from './board';
import { LIVE_STATES, NOT_STARTED } from './states';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The strip covers two weeks, today included. */
const STRIP_DAYS = 14;

/**
 * China days with matches: `next` today and the 13 after, `end` today and the 13 before; oldest first.
 * `end` counts only matches with a result (not before or in play), so a morning whose games are still
 * to come is not a results day and the page opens on the last day that has some.
 */
export async function scheduleDates(db: Db, sport: Sport, range: 'next' | 'end', now = Date.now()) {
  const today = chinaDay(now);
  const start = chinaDayStart(today);
  const from = range === 'next' ? start : start - (STRIP_DAYS - 1) * DAY;
  const to = from + STRIP_DAYS * DAY;
  // Day numbers of the China calendar (UTC+8), turned back into dates below: no time zone data needed.
  const day = sql<number>`floor((extract(epoch from ${matches.kickoffAt}) + 28800) / 86400)::int`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(matches)
    .where(
      and(
        eq(matches.sport, sport),
        gte(matches.kickoffAt, new Date(from)),
        lt(matches.kickoffAt, new Date(to)),
        range === 'end'
          ? notInArray(matches.state, [NOT_STARTED, ...LIVE_STATES[sport]])
          : undefined,
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return {
    today,
    dates: rows.map((r) => ({
      date: new Date(r.day * DAY).toISOString().slice(0, 10),
      count: r.count,
    })),
  };
}

const STRIP_MAX = 30;
const SOON = 3 * HOUR;
/** A match past its kick-off but not yet reported started still counts as about to start this long. */
const LATE_START = HOUR / 2;

/** In play, or not started and kicking off within three hours; hot competitions first, then live ones. */
export async function tvMatchList(db: Db, bus: Bus, now = Date.now()) {
  const [football, basketball] = await Promise.all([
    bus.catchUp(channels.scores('football')),
    bus.catchUp(channels.scores('basketball')),
  ]);
  const of = async (sport: Sport) => {
    const where = and(
      eq(matches.sport, sport),
      // Nothing older than a day is still being played: the bound keeps the kick-off index in use.
      gte(matches.kickoffAt, new Date(now - DAY)),
      lte(matches.kickoffAt, new Date(now + SOON)),
      or(
        inArray(matches.state, LIVE_STATES[sport]),
        and(eq(matches.state, NOT_STARTED), gte(matches.kickoffAt, new Date(now - LATE_START))),
      ),
    );
    const items = await matchItems(db, where);
    return items.map((i) => ({
      ...i,
      matchType: sport,
      live: LIVE_STATES[sport].includes(i.state),
    }));
  };
  const all = [...(await of('football')), ...(await of('basketball'))];
  all.sort(
    (a, b) =>
      Number(b.hot) - Number(a.hot) ||
      Number(b.live) - Number(a.live) ||
      a.kickoffAt - b.kickoffAt ||
      a.id - b.id,
  );
  const list = all
    .slice(0, STRIP_MAX)
    .map(({ live: _, ...i }) => i as MatchItem & { matchType: Sport });
  return { seq: { football: football.seq, basketball: basketball.seq }, matches: list };
}
