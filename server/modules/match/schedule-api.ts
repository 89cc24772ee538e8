// The main host's match lists of both sports (schedule strip, hot and day lists, data-library competitions),
// and what the reserve and attention calls share with them: typed rows, state groups, match look-ups.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { dataHot, matchDates } from '../../../contract/calls/match';
import { DATE_STRIP } from '../../../contract/calls/match';
import { channels, type MatchType, matchTypes } from '../../../contract/events';
import { addChinaDays, chinaDay, chinaDayStart } from '../../../contract/format/china-day';
import type { MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import { competitions, matches } from '../../db/schema';
import type { Bus } from '../../realtime';
import { matchItems, ofDay } from './board';
import { phaseOf } from './states';

const DAY = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

// ——— rows ———

export type TypedItem = MatchItem & { matchType: MatchType };

/** Spec §3 list rows of both sports, each with its matchType, in kick-off order. */
export async function typedMatchItems(db: Db, where: SQL | undefined): Promise<TypedItem[]> {
  const items = await matchItems(db, where);
  if (items.length === 0) return [];
  const sports = await db
    .select({ id: matches.id, sport: matches.sport })
    .from(matches)
    .where(
      inArray(
        matches.id,
        items.map((i) => i.id),
      ),
    );
  const sportOf = new Map(sports.map((s) => [s.id, s.sport as MatchType]));
  return items.map((i) => ({ ...i, matchType: sportOf.get(i.id)! }));
}

/** Rows of the given match ids, in the order of the ids (lists ordered by something else than kick-off). */
export async function itemsInOrder(db: Db, ids: number[]): Promise<TypedItem[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await typedMatchItems(db, inArray(matches.id, ids))).map((i) => [i.id, i] as const),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const inPlay = (item: TypedItem) => (phaseOf(item.matchType, item.state) === 'live' ? 0 : 1);

/** Matches in play first, then the rest; kick-off order within both (the sort is stable). */
export const livePhaseFirst = (items: TypedItem[]) => items.sort((a, b) => inPlay(a) - inPlay(b));

/** The seq of both scores channels, read BEFORE the rows: pushes after it may already be in them. */
export async function scoreSeqs(bus: Bus) {
  const [football, basketball] = await Promise.all(
    matchTypes.map((type) => bus.catchUp(channels.scores(type))),
  );
  return { football: football!.seq, basketball: basketball!.seq };
}

// ——— day lists ———

export async function dayList(
  db: Db,
  bus: Bus,
  date: string | undefined,
  hotOnly: boolean,
  now = Date.now(),
) {
  const today = chinaDay(now);
  const day = date ?? today;
  const seq = await scoreSeqs(bus);
  const where = hotOnly ? and(ofDay(day, today), eq(competitions.hot, true)) : ofDay(day, today);
  const items = await typedMatchItems(db, where);
  return { date: day, seq, matches: hotOnly ? livePhaseFirst(items) : items };
}

/** The China day index of a kick-off (days since 1970-01-01 in UTC+8): the strip's grouping key. */
const dayIndex = sql<number>`floor((extract(epoch from ${matches.kickoffAt}) + 28800) / 86400)::int`;
const indexOf = (day: string) => Math.round((chinaDayStart(day) + 8 * 3_600_000) / DAY);

export async function dateStrip(db: Db, now = Date.now()): Promise<CallData<typeof matchDates>> {
  const today = chinaDay(now);
  const days = Array.from({ length: DATE_STRIP.before + 1 + DATE_STRIP.after }, (_, i) =>
    addChinaDays(today, i - DATE_STRIP.before),
  );
  const from = chinaDayStart(days[0]!);
  const to = chinaDayStart(days.at(-1)!) + DAY;
  const rows = await db
    .select({ day: dayIndex, sport: matches.sport, n: count() })
    .from(matches)
    .where(and(gte(matches.kickoffAt, new Date(from)), lt(matches.kickoffAt, new Date(to))))
    .groupBy(dayIndex, matches.sport);
  const counts = new Map(rows.map((r) => [`${Number(r.day)}:${r.sport}`, Number(r.n)]));
  return days.map((date) => ({
    date,
    weekday: WEEKDAYS[new Date(chinaDayStart(date) + 8 * 3_600_000).getUTCDay()]!,
    today: date === today,
    football: counts.get(`${indexOf(date)}:football`) ?? 0,
    basketball: counts.get(`${indexOf(date)}:basketball`) ?? 0,
  }));
}

// ——— data library ———

export async function hotCompetitions(db: Db, size: number): Promise<CallData<typeof dataHot>> {
  const rows = await db
    .select()
    .from(competitions)
    // Hot ones first, then top flights; football before basketball as the data menu lists them
    // ('football' sorts after 'basketball', hence desc).
    .orderBy(
      desc(competitions.hot),
      asc(competitions.tier),
      desc(competitions.sport),
      asc(competitions.id),
    )
    .limit(size);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    sport: c.sport as MatchType,
    season: { id: c.seasonId, name: c.seasonName },
    country: c.country,
  }));
}
