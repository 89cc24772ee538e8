// The score lists: a day's matches of one sport as rows (spec §3 match list item), built from the database
// and kept serialized, because every open score page asks for them and the rows change only on feed ticks.
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { channels } from '../../../contract/events';
import { chinaDay, chinaDayStart } from '../../../contract/format/china-day';
import type { MatchBoard, MatchItem } from '../../../contract/match';
import type { Db } from '../../db/client';
import {
  competitions,
  lotteryIssues,
  lotteryMatches,
  matches,
  odds,
  standings,
  teams,
} from '../../db/schema';
import { SerializedEnvelope } from '../../http/serialized';
import type { Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { inPhase, phaseOf } from './states';

const DAY = 86_400_000;

const home = alias(teams, 'home');
const away = alias(teams, 'away');
const homeRank = alias(standings, 'home_rank');
const awayRank = alias(standings, 'away_rank');

/** Rows of matches by id, in kick-off order (shared by the day lists, lottery issues and followed matches). */
export async function matchItems(db: Db, where: ReturnType<typeof and>): Promise<MatchItem[]> {
  const rows = await db
    .select({
      m: matches,
      competition: competitions.shortName,
      color: competitions.color,
      hot: competitions.hot,
      homeName: home.shortName,
      awayName: away.shortName,
      homeRank: homeRank.rank,
      awayRank: awayRank.rank,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(
      homeRank,
      and(
        eq(homeRank.competitionId, matches.competitionId),
        eq(homeRank.seasonId, matches.seasonId),
        eq(homeRank.teamId, matches.homeTeamId),
      ),
    )
    .leftJoin(
      awayRank,
      and(
        eq(awayRank.competitionId, matches.competitionId),
        eq(awayRank.seasonId, matches.seasonId),
        eq(awayRank.teamId, matches.awayTeamId),
      ),
    )
    .where(where)
    .orderBy(matches.kickoffAt, matches.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.m.id);

  // The main bookmaker (the lowest id) gives the lines the lists show.
  // In play the rows show the in-play line; before and after, the last line before kick-off (终盘),
  // as score sites do: a finished match's last in-play price (1.01 on the winner) says nothing.
  const lines = await db
    .select({
      matchId: odds.matchId,
      market: odds.market,
      current: odds.current,
      prematch: sql<number[] | null>`(select m->1 from jsonb_array_elements(${odds.moves})
        with ordinality as e(m, n) where (m->>2)::boolean = false order by n desc limit 1)`,
    })
    .from(odds)
    .where(
      and(inArray(odds.matchId, ids), eq(odds.bookmakerId, sql`(select min(id) from bookmakers)`)),
    );
  const numbers = await db
    .select({
      matchId: lotteryMatches.matchId,
      code: lotteryIssues.lotteryCode,
      number: lotteryMatches.number,
    })
    .from(lotteryMatches)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryMatches.issueId))
    .where(inArray(lotteryMatches.matchId, ids));

  const inPlay = new Set(
    rows.filter((r) => phaseOf(r.m.sport as Sport, r.m.state) === 'live').map((r) => r.m.id),
  );
  const oddsOf = new Map<number, MatchItem['odds']>();
  for (const l of lines) {
    const o = oddsOf.get(l.matchId) ?? { europe: null, asia: null, overUnder: null };
    o[l.market as keyof MatchItem['odds']] = inPlay.has(l.matchId)
      ? l.current
      : (l.prematch ?? l.current);
    oddsOf.set(l.matchId, o);
  }
  const lotteryOf = new Map<number, Record<string, string>>();
  for (const n of numbers) {
    lotteryOf.set(n.matchId, { ...lotteryOf.get(n.matchId), [n.code]: n.number });
  }

  return rows.map(({ m, ...r }) => ({
    id: m.id,
    competitionId: m.competitionId,
    competition: r.competition,
    color: r.color,
    round: m.round,
    kickoffAt: m.kickoffAt.getTime(),
    state: m.state,
    periodStartAt: m.periodStartAt?.getTime() ?? null,
    minute: m.minute,
    addedTime: m.addedTime,
    clockSeconds: m.clockSeconds,
    home: {
      id: m.homeTeamId,
      name: r.homeName,
      score: m.homeScore,
      half: m.homeHalf,
      periods: m.homePeriods,
      penalties: m.homePenalties,
      red: m.homeRed,
      yellow: m.homeYellow,
      corners: m.homeCorners,
      rank: r.homeRank,
    },
    away: {
      id: m.awayTeamId,
      name: r.awayName,
      score: m.awayScore,
      half: m.awayHalf,
      periods: m.awayPeriods,
      penalties: m.awayPenalties,
      red: m.awayRed,
      yellow: m.awayYellow,
      corners: m.awayCorners,
      rank: r.awayRank,
    },
    odds: oddsOf.get(m.id) ?? { europe: null, asia: null, overUnder: null },
    lottery: lotteryOf.get(m.id) ?? {},
    hot: r.hot,
    knockout: m.knockout,
    neutral: m.neutral,
  }));
}

/** A China calendar day's matches; today's also keeps yesterday's matches that are still being played. */
export function ofDay(day: string, today: string): SQL {
  const start = chinaDayStart(day);
  const kicksOffIn = (from: number, to: number) =>
    and(gte(matches.kickoffAt, new Date(from)), lt(matches.kickoffAt, new Date(to)))!;
  const sameDay = kicksOffIn(start, start + DAY);
  return day === today
    ? or(sameDay, and(kicksOffIn(start - DAY, start), inPhase('live')))!
    : sameDay;
}

export const dayMatches = (db: Db, sport: Sport, day: string, today: string) =>
  matchItems(db, and(eq(matches.sport, sport), ofDay(day, today)));

/** How long another process's ingest may go unnoticed: older lists check the scores channel's seq behind. */
const MAX_AGE_MS = 2_000;
/**
 * How long a list is kept while its scores channel's seq stands still. What the lists show of play (states,
 * scores, the main lines) moves the seq; what another process stores without a push (reference data,
 * standings, lottery numbers, a backfill) shows within this time.
 */
const MAX_QUIET_MS = 60_000;
/** Days kept per process (any day can be asked for; the oldest built goes first). */
const MAX_ENTRIES = 64;

interface Entry {
  board: Promise<SerializedEnvelope<MatchBoard>>;
  /** When the list was last known to be current: built, or its seq checked and found unchanged. */
  checkedAt: number;
  builtAt: number;
  /** This process's ingest changed the sport: the next ask waits for a rebuild. */
  stale: boolean;
  refreshing: boolean;
}

/** The China day of an instant, worked out once per day rather than on every ask. */
class ChinaDayClock {
  private day = '';
  private from = 0;
  private to = 0;

  of(now: number) {
    if (now < this.from || now >= this.to) {
      this.day = chinaDay(now);
      this.from = chinaDayStart(this.day);
      this.to = this.from + DAY;
    }
    return this.day;
  }
}

export class BoardCache {
  private readonly entries = new Map<string, Entry>();
  private readonly days = new ChinaDayClock();
  /** Checks and rebuilds running behind answers. */
  private readonly behind = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The day's list. After this process's ingest touched the sport, the next ask waits for the rebuild
   * (concurrent askers share it). A list only old is answered at once while, behind it, the scores
   * channel's seq is read: unchanged, the list stays; moved (another process's ingest), it is rebuilt.
   * Its seq lets the client replay whatever came after.
   */
  get(sport: Sport, day?: string): Promise<SerializedEnvelope<MatchBoard>> {
    const now = this.now();
    const today = this.days.of(now);
    const date = day ?? today;
    const key = `${sport}:${date}`;
    const entry = this.entries.get(key);
    if (!entry || entry.stale) return this.rebuild(key, sport, date, today, now).board;
    if (now - entry.checkedAt >= MAX_AGE_MS && !entry.refreshing) {
      entry.refreshing = true;
      const done = this.refresh(entry, key, sport, date, today, now)
        // A failed check or build leaves the list as it was; a later ask tries again.
        .catch(() => {})
        .finally(() => {
          entry.refreshing = false;
          this.behind.delete(done);
        });
      this.behind.add(done);
    }
    return entry.board;
  }

  /** Resolves when the checks and rebuilds started behind answers so far are over. */
  async settled() {
    await Promise.all(this.behind);
  }

  /** The ingest stored changes of this sport: its lists are rebuilt on the next ask. */
  invalidate(sport: Sport) {
    for (const [key, entry] of this.entries) if (key.startsWith(`${sport}:`)) entry.stale = true;
  }

  private async refresh(
    entry: Entry,
    key: string,
    sport: Sport,
    date: string,
    today: string,
    now: number,
  ) {
    const current = await entry.board;
    if (now - entry.builtAt < MAX_QUIET_MS) {
      const { seq } = await this.bus.catchUp(channels.scores(sport));
      if (seq === current.data.seq) {
        entry.checkedAt = now;
        return;
      }
    }
    const next = this.build(sport, date, today);
    await next;
    if (this.entries.get(key) === entry && !entry.stale) {
      entry.board = next;
      entry.builtAt = now;
      entry.checkedAt = now;
    }
  }

  private rebuild(key: string, sport: Sport, date: string, today: string, now: number) {
    const entry: Entry = {
      board: this.build(sport, date, today),
      builtAt: now,
      checkedAt: now,
      stale: false,
      refreshing: false,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    entry.board.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }

  private async build(sport: Sport, date: string, today: string) {
    // The seq is read first: pushes after it may already be in the rows, and replaying them is harmless.
    const { seq } = await this.bus.catchUp(channels.scores(sport));
    const items = await dayMatches(this.db, sport, date, today);
    return new SerializedEnvelope({ seq, date, matches: items });
  }
}
