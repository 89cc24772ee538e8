// A match's timeline, statistics, line-ups and box scores: events are kept once each, the rest is the latest.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matchStats } from '../../../db/schema';
import type {
  FeedBoxScoreRow,
  FeedEvent,
  FeedLineupPlayer,
  FeedTeamStats,
} from '../../../providers/feed/types';
import { type Columns, inChunks, insertRecordset, setExcluded } from './bulk';

const eventColumns: Columns = {
  match_id: 'int',
  idx: 'int',
  kind: 'text',
  minute: 'smallint',
  added_minute: 'smallint',
  period: 'smallint',
  side: 'text',
  player_id: 'int',
  player_name: 'text',
  related_player_name: 'text',
  home_score: 'smallint',
  away_score: 'smallint',
  text: 'text',
  at: 'timestamptz',
};

/** Inserts the events not yet stored and returns those (the ones to push). */
export async function writeEvents(db: Db, events: { at: number; event: FeedEvent }[]) {
  const fresh: FeedEvent[] = [];
  const byKey = new Map(events.map((e) => [`${e.event.matchId}:${e.event.index}`, e.event]));
  await inChunks(events, 5000, async (slice) => {
    const rows = slice.map(({ at, event: e }) => ({
      match_id: e.matchId,
      idx: e.index,
      kind: e.kind,
      minute: e.minute,
      added_minute: e.addedMinute,
      period: e.period,
      side: e.side,
      player_id: e.playerId,
      player_name: e.playerName,
      related_player_name: e.relatedPlayerName,
      home_score: e.homeScore,
      away_score: e.awayScore,
      text: e.text,
      at: new Date(at).toISOString(),
    }));
    // Both drivers (node-postgres, PGlite) answer with { rows }.
    const inserted = (await db.execute(
      insertRecordset(
        'match_events',
        eventColumns,
        rows,
        sql`on conflict do nothing returning match_id, idx`,
      ),
    )) as unknown as { rows: { match_id: number; idx: number }[] };
    for (const row of inserted.rows) fresh.push(byKey.get(`${row.match_id}:${row.idx}`)!);
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
  await inChunks(latest, 5000, (slice) =>
    db.execute(
      insertRecordset(
        'match_stats',
        { match_id: 'int', home: 'jsonb', away: 'jsonb', at: 'timestamptz' },
        slice.map((s) => ({
          match_id: s.matchId,
          home: s.home,
          away: s.away,
          at: new Date(s.at).toISOString(),
        })),
        sql`on conflict (match_id) do update set ${setExcluded(['home', 'away', 'at'])}
          where ${matchStats.at} <= excluded.at`,
      ),
    ),
  );
}

const lineupColumns: Columns = {
  match_id: 'int',
  player_id: 'int',
  side: 'text',
  name: 'text',
  shirt_number: 'smallint',
  position: 'text',
  starter: 'boolean',
  captain: 'boolean',
};

export async function writeLineups(
  db: Db,
  lineups: { matchId: number; players: FeedLineupPlayer[] }[],
) {
  const rows = lineups.flatMap((l) =>
    l.players.map((p) => ({
      match_id: l.matchId,
      player_id: p.playerId,
      side: p.side,
      name: p.name,
      shirt_number: p.shirtNumber,
      position: p.position,
      starter: p.starter,
      captain: p.captain,
    })),
  );
  await inChunks(rows, 5000, (slice) =>
    db.execute(
      insertRecordset(
        'match_lineups',
        lineupColumns,
        slice,
        sql`on conflict (match_id, player_id) do update set ${setExcluded(Object.keys(lineupColumns).slice(2))}`,
      ),
    ),
  );
}

const boxColumns: Columns = {
  match_id: 'int',
  player_id: 'int',
  side: 'text',
  name: 'text',
  shirt_number: 'smallint',
  position: 'text',
  starter: 'boolean',
  minutes_played: 'smallint',
  points: 'smallint',
  field_goals_scored: 'smallint',
  field_goals_total: 'smallint',
  field_goals_accuracy: 'real',
  three_points: 'smallint',
  three_points_scored: 'smallint',
  three_points_total: 'smallint',
  three_points_accuracy: 'real',
  free_throws_scored: 'smallint',
  free_throws_total: 'smallint',
  free_throws_accuracy: 'real',
  rebounds: 'smallint',
  offensive_rebounds: 'smallint',
  defensive_rebounds: 'smallint',
  assists: 'smallint',
  steals: 'smallint',
  blocks: 'smallint',
  turnovers: 'smallint',
  fouls: 'smallint',
  assist_rate: 'real',
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function writeBoxScores(
  db: Db,
  latest: { matchId: number; rows: FeedBoxScoreRow[] }[],
) {
  const rows = latest.flatMap((b) =>
    b.rows.map((r) => {
      const row: Record<string, unknown> = { match_id: b.matchId };
      for (const [key, value] of Object.entries(r)) row[snake(key)] = value;
      return row;
    }),
  );
  await inChunks(rows, 3000, (slice) =>
    db.execute(
      insertRecordset(
        'box_scores',
        boxColumns,
        slice,
        sql`on conflict (match_id, player_id) do update set ${setExcluded(Object.keys(boxColumns).slice(2))}`,
      ),
    ),
  );
}
