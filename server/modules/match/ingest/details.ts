// A match's timeline, statistics, line-ups and box scores: events are kept once each, the rest is the latest.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { boxScores, matchEvents, matchLineups, matchStats } from '../../../db/schema';
import type {
  FeedBoxScoreRow,
  FeedEvent,
  FeedLineupPlayer,
  FeedTeamStats,
} from '../../../providers/feed/types';
import { inChunks } from './chunks';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Inserts the events not yet stored and returns those (the ones to push). */
export async function writeEvents(db: Db, events: { at: number; event: FeedEvent }[]) {
  const fresh: FeedEvent[] = [];
  const byKey = new Map(events.map((e) => [`${e.event.matchId}:${e.event.index}`, e.event]));
  await inChunks(events, 2000, async (slice) => {
    const inserted = await db
      .insert(matchEvents)
      .values(
        slice.map(({ at, event: e }) => ({
          matchId: e.matchId,
          idx: e.index,
          kind: e.kind,
          minute: e.minute,
          addedMinute: e.addedMinute,
          period: e.period,
          side: e.side,
          playerId: e.playerId,
          playerName: e.playerName,
          relatedPlayerName: e.relatedPlayerName,
          homeScore: e.homeScore,
          awayScore: e.awayScore,
          text: e.text,
          at: new Date(at),
        })),
      )
      .onConflictDoNothing()
      .returning({ matchId: matchEvents.matchId, idx: matchEvents.idx });
    for (const row of inserted) fresh.push(byKey.get(`${row.matchId}:${row.idx}`)!);
  });
  return fresh.sort((a, b) => a.matchId - b.matchId || a.index - b.index);
}

export interface TimedStats {
  at: number;
  matchId: number;
  home: FeedTeamStats;
  away: FeedTeamStats;
}

export async function writeStats(db: Db, latest: TimedStats[]) {
  await inChunks(latest, 1000, (slice) =>
    db
      .insert(matchStats)
      .values(slice.map((s) => ({ ...s, at: new Date(s.at) })))
      .onConflictDoUpdate({
        target: matchStats.matchId,
        set: { home: excluded('home'), away: excluded('away'), at: excluded('at') },
        setWhere: sql`${matchStats.at} <= excluded.at`,
      }),
  );
}

export async function writeLineups(
  db: Db,
  lineups: { matchId: number; players: FeedLineupPlayer[] }[],
) {
  const rows = lineups.flatMap((l) => l.players.map((p) => ({ ...p, matchId: l.matchId })));
  await inChunks(rows, 2000, (slice) =>
    db
      .insert(matchLineups)
      .values(slice)
      .onConflictDoUpdate({
        target: [matchLineups.matchId, matchLineups.playerId],
        set: {
          side: excluded('side'),
          name: excluded('name'),
          shirtNumber: excluded('shirt_number'),
          position: excluded('position'),
          starter: excluded('starter'),
          captain: excluded('captain'),
        },
      }),
  );
}

const boxColumns = [
  'side',
  'name',
  'shirt_number',
  'position',
  'starter',
  'minutes_played',
  'points',
  'field_goals_scored',
  'field_goals_total',
  'field_goals_accuracy',
  'three_points',
  'three_points_scored',
  'three_points_total',
  'three_points_accuracy',
  'free_throws_scored',
  'free_throws_total',
  'free_throws_accuracy',
  'rebounds',
  'offensive_rebounds',
  'defensive_rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'assist_rate',
] as const;

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export async function writeBoxScores(
  db: Db,
  latest: { matchId: number; rows: FeedBoxScoreRow[] }[],
) {
  const rows = latest.flatMap((b) => b.rows.map((r) => ({ ...r, matchId: b.matchId })));
  const set = Object.fromEntries(boxColumns.map((c) => [camel(c), excluded(c)]));
  await inChunks(rows, 1500, (slice) =>
    db
      .insert(boxScores)
      .values(slice)
      .onConflictDoUpdate({ target: [boxScores.matchId, boxScores.playerId], set }),
  );
}
