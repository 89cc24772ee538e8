// The one ingest path: every feed report is written to the database, then pushed on the bus.
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { appMeta, matches } from '../../../db/schema';
import type {
  FeedBoxScoreRow,
  FeedChange,
  FeedFixture,
  FeedLineupPlayer,
  FeedLotteryIssue,
  FeedReference,
  FeedSink,
  Sport,
} from '../../../providers/feed/types';
import type { Bus } from '../../../realtime';
import { FINISHED } from '../states';
import { writeBoxScores, writeEvents, writeLineups, writeStats } from './details';
import { writeFixtures } from './fixtures';
import { latestLive, storedLive, writeLive, writePhases } from './live';
import { writeLottery } from './lottery';
import { oddsSeries, writeOdds } from './odds';
import { LivePublisher } from './publish';
import { writeReference } from './reference';
import { ruleOutGoals, withRetractions } from './retractions';
import { rebuildStandings } from './standings';

export interface IngestDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** The feed's name: its cursor and reference digest are kept under it. */
  feed: string;
}

export interface Ingest extends FeedSink {
  /** Called after each stored batch with the matches it touched (caches of lists drop them). */
  onStored(listener: (sport: Sport, matchIds: number[]) => void): void;
  /**
   * Called with the matches that reached full time, once their league tables are rebuilt (after the last
   * batch of a catch-up). A replayed report may name a match again: listeners must be idempotent.
   */
  onFinished(listener: (matchIds: number[], info: { backfill: boolean }) => void): void;
}

/** The last of each key in a time-ordered list. */
function latestBy<T>(items: T[], key: (item: T) => number): T[] {
  const last = new Map<number, T>();
  for (const item of items) last.set(key(item), item);
  return [...last.values()];
}

export function createIngest({ db, bus, log, feed }: IngestDeps): Ingest {
  const sports = new Map<number, Sport>();
  const competitionOf = new Map<number, number>();
  const listeners: ((sport: Sport, matchIds: number[]) => void)[] = [];
  const tablesToRebuild = new Set<number>();
  const finishedListeners: ((matchIds: number[], info: { backfill: boolean }) => void)[] = [];
  const justFinished = new Set<number>();
  let mainBookmakerId: number | undefined;
  const publisher = new LivePublisher(bus, () => mainBookmakerId);
  const cursorKey = `feed:${feed}:cursor`;

  const remember = (rows: { id: number; sport: string; competitionId: number }[]) => {
    for (const r of rows) {
      sports.set(r.id, r.sport as Sport);
      competitionOf.set(r.id, r.competitionId);
    }
  };

  /** Sport and competition of matches this process has not seen in a fixtures call (a restart mid-feed). */
  async function learn(ids: number[]) {
    const missing = [...new Set(ids)].filter((id) => !sports.has(id));
    if (missing.length === 0) return;
    remember(
      await db
        .select({ id: matches.id, sport: matches.sport, competitionId: matches.competitionId })
        .from(matches)
        .where(inArray(matches.id, missing)),
    );
  }

  const matchIdOf = (c: FeedChange) =>
    c.kind === 'live'
      ? c.state.matchId
      : c.kind === 'event'
        ? c.event.matchId
        : c.kind === 'odds'
          ? c.odds.matchId
          : c.matchId;

  async function store(batch: FeedChange[], cursor: number) {
    const live = batch.flatMap((c) => (c.kind === 'live' ? [{ at: c.at, state: c.state }] : []));
    const events = batch.flatMap((c) => (c.kind === 'event' ? [{ at: c.at, event: c.event }] : []));
    const stats = batch.flatMap((c) => (c.kind === 'stats' ? [c] : []));
    const lineups = batch.flatMap((c) => (c.kind === 'lineups' ? [c] : []));
    const boxes = batch.flatMap((c) => (c.kind === 'boxScore' ? [c] : []));
    const moves = batch.flatMap((c) => (c.kind === 'odds' ? [{ at: c.at, odds: c.odds }] : []));
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const applied = await writeLive(t, latestLive(live));
      await writePhases(t, live);
      const fresh = await writeEvents(t, events);
      await ruleOutGoals(
        t,
        fresh.filter((e) => e.kind === 'goalCancelled'),
      );
      await writeStats(
        t,
        latestBy(stats, (s) => s.matchId),
      );
      await writeLineups(t, lineups);
      await writeBoxScores(
        t,
        latestBy(boxes, (b) => b.matchId),
      );
      await writeOdds(t, oddsSeries(moves));
      await t
        .insert(appMeta)
        .values({ key: cursorKey, value: String(cursor) })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: String(cursor), updatedAt: sql`now()` },
        });
      return { applied, fresh: new Set(fresh.map((e) => `${e.matchId}:${e.index}`)) };
    });
  }

  /** What a batch changed: matches whose live state was newer than the stored one, and new events. */
  interface Stored {
    applied: Set<number>;
    fresh: Set<string>;
  }

  async function push(batch: FeedChange[], { applied, fresh }: Stored) {
    for (const c of batch) {
      const sport = sports.get(matchIdOf(c));
      if (!sport) continue;
      switch (c.kind) {
        case 'live':
          // A report older than the stored state (a feed replaying after a restart) changed nothing.
          if (applied.has(c.state.matchId)) await publisher.live(sport, c.state);
          break;
        case 'event':
          if (fresh.has(`${c.event.matchId}:${c.event.index}`))
            await publisher.event(sport, c.event);
          break;
        case 'odds':
          await publisher.odds(sport, c.at, c.odds);
          break;
        case 'stats':
          await publisher.match(sport, c.matchId, 'match.stats', {
            matchId: c.matchId,
            home: c.home,
            away: c.away,
          });
          break;
        case 'lineups':
          await publisher.match(sport, c.matchId, 'match.lineups', {
            matchId: c.matchId,
            players: c.players as FeedLineupPlayer[],
          });
          break;
        case 'boxScore':
          await publisher.match(sport, c.matchId, 'match.boxScore', {
            matchId: c.matchId,
            rows: c.rows as FeedBoxScoreRow[],
          });
          break;
      }
    }
  }

  return {
    onStored(listener) {
      listeners.push(listener);
    },

    onFinished(listener) {
      finishedListeners.push(listener);
    },

    async reference(reference: FeedReference) {
      mainBookmakerId = Math.min(...reference.bookmakers.map((b) => b.id));
      if (await writeReference(db, feed, reference)) log.info('feed: reference data stored');
    },

    async fixtures(fixtures: FeedFixture[]) {
      remember(fixtures);
      await writeFixtures(db, fixtures);
      const bySport = new Map<Sport, number[]>();
      for (const f of fixtures) bySport.set(f.sport, [...(bySport.get(f.sport) ?? []), f.id]);
      for (const [sport, ids] of bySport) for (const l of listeners) l(sport, ids);
    },

    async lottery(issues: FeedLotteryIssue[]) {
      await writeLottery(db, issues);
    },

    async changes(reported, { cursor, backfill = false, more = false }) {
      await learn(reported.map(matchIdOf));
      // A match this process has pushed nothing for: what is stored was pushed by whoever stored it.
      if (!backfill) {
        const first = publisher.unknown([
          ...new Set(reported.flatMap((c) => (c.kind === 'live' ? [c.state.matchId] : []))),
        ]);
        for (const s of await storedLive(db, first)) publisher.remember(s);
      }
      const batch = await withRetractions(db, reported, (id) => sports.get(id));
      const stored = await store(batch, cursor);

      // Tables of competitions where a match has just finished, once per catch-up.
      for (const c of batch) {
        if (c.kind !== 'live') continue;
        const sport = sports.get(c.state.matchId);
        if (sport && c.state.state === FINISHED[sport]) {
          tablesToRebuild.add(competitionOf.get(c.state.matchId)!);
          justFinished.add(c.state.matchId);
        }
      }
      if (!more && tablesToRebuild.size > 0) {
        const ids = [...tablesToRebuild];
        tablesToRebuild.clear();
        await rebuildStandings(db, ids);
      }
      if (!more && justFinished.size > 0) {
        const ids = [...justFinished];
        justFinished.clear();
        for (const l of finishedListeners) l(ids, { backfill });
      }

      const touched = new Map<Sport, Set<number>>();
      for (const c of batch) {
        const id = matchIdOf(c);
        const sport = sports.get(id);
        if (sport) touched.set(sport, (touched.get(sport) ?? new Set()).add(id));
      }
      for (const [sport, ids] of touched) for (const l of listeners) l(sport, [...ids]);

      if (!backfill) await push(batch, stored);
    },

    async cursor() {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, cursorKey));
      const value = Number(row?.value);
      return row && Number.isFinite(value) ? value : null;
    },
  };
}
