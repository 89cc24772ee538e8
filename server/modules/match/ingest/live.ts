// Live states: the latest per match in a batch, written in one statement, never over a newer one.
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { FeedLiveState } from '../../../providers/feed/types';

/** Phases older than this are not kept: only a broadcast's replay reads them, and a catch-up of weeks of
 *  finished matches would write rows no replay will ever place. */
export const PHASE_HORIZON_MS = 12 * 3_600_000;

export interface TimedLive {
  at: number;
  state: FeedLiveState;
}

/** The last live state of each match in the batch (a batch is in time order). */
export function latestLive(changes: TimedLive[]): TimedLive[] {
  const last = new Map<number, TimedLive>();
  for (const c of changes) last.set(c.state.matchId, c);
  return [...last.values()];
}

/** Writes the states; answers the matches whose stored state they replaced (not an older report). */
export async function writeLive(db: Db, latest: TimedLive[]): Promise<Set<number>> {
  if (latest.length === 0) return new Set();
  const rows = latest.map(({ at, state: s }) => ({
    id: s.matchId,
    state: s.state,
    period_start_at: s.periodStartAt === null ? null : new Date(s.periodStartAt).toISOString(),
    minute: s.minute,
    added_time: s.addedTime,
    clock_seconds: s.clockSeconds,
    kickoff_at: new Date(s.kickoffAt).toISOString(),
    home_score: s.home.score,
    away_score: s.away.score,
    home_half: s.home.half,
    away_half: s.away.half,
    home_periods: s.home.periods,
    away_periods: s.away.periods,
    home_penalties: s.home.penalties,
    away_penalties: s.away.penalties,
    home_red: s.home.red,
    away_red: s.away.red,
    home_yellow: s.home.yellow,
    away_yellow: s.away.yellow,
    home_corners: s.home.corners,
    away_corners: s.away.corners,
    live_at: new Date(at).toISOString(),
  }));
  const result = await db.execute(sql`
    update matches m set
      state = x.state, period_start_at = x.period_start_at, minute = x.minute, added_time = x.added_time,
      clock_seconds = x.clock_seconds, kickoff_at = x.kickoff_at,
      home_score = x.home_score, away_score = x.away_score, home_half = x.home_half, away_half = x.away_half,
      home_periods = array(select jsonb_array_elements_text(x.home_periods)::int),
      away_periods = array(select jsonb_array_elements_text(x.away_periods)::int),
      home_penalties = x.home_penalties, away_penalties = x.away_penalties,
      home_red = x.home_red, away_red = x.away_red, home_yellow = x.home_yellow, away_yellow = x.away_yellow,
      home_corners = x.home_corners, away_corners = x.away_corners, live_at = x.live_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
      id int, state smallint, period_start_at timestamptz, minute smallint, added_time smallint,
      clock_seconds int, kickoff_at timestamptz, home_score smallint, away_score smallint,
      home_half smallint, away_half smallint, home_periods jsonb, away_periods jsonb,
      home_penalties smallint, away_penalties smallint, home_red smallint, away_red smallint,
      home_yellow smallint, away_yellow smallint, home_corners smallint, away_corners smallint,
      live_at timestamptz)
    where m.id = x.id and (m.live_at is null or m.live_at <= x.live_at)
    returning m.id`);
  return new Set((result as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/**
 * Records when each match first entered each state (kick-off, half-time, quarter ends, full time): the
 * chapters of replays (server/modules/playback/chapters.ts). The first report of a state wins.
 */
export async function writePhases(db: Db, changes: TimedLive[], now = Date.now()) {
  const first = new Map<string, { match_id: number; state: number; at: string }>();
  for (const { at, state: s } of changes) {
    const key = `${s.matchId}:${s.state}`;
    if (at < now - PHASE_HORIZON_MS || first.has(key)) continue;
    first.set(key, { match_id: s.matchId, state: s.state, at: new Date(at).toISOString() });
  }
  if (first.size === 0) return;
  await db.execute(sql`
    insert into match_phases (match_id, state, at)
    select x.match_id, x.state, x.at
    from jsonb_to_recordset(${JSON.stringify([...first.values()])}::jsonb)
      as x(match_id int, state smallint, at timestamptz)
    where exists (select 1 from matches m where m.id = x.match_id)
    on conflict do nothing`);
}

/** The stored live states of the matches of `ids` that have one (a feed reported them live before). */
export async function storedLive(db: Db, ids: number[]): Promise<FeedLiveState[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(matches)
    .where(and(inArray(matches.id, ids), isNotNull(matches.liveAt)));
  return rows.map((m) => ({
    matchId: m.id,
    state: m.state,
    periodStartAt: m.periodStartAt?.getTime() ?? null,
    minute: m.minute,
    addedTime: m.addedTime,
    clockSeconds: m.clockSeconds,
    kickoffAt: m.kickoffAt.getTime(),
    home: {
      score: m.homeScore,
      half: m.homeHalf,
      periods: m.homePeriods,
      penalties: m.homePenalties,
      red: m.homeRed,
      yellow: m.homeYellow,
      corners: m.homeCorners,
    },
    away: {
      score: m.awayScore,
      half: m.awayHalf,
      periods: m.awayPeriods,
      penalties: m.awayPenalties,
      red: m.awayRed,
      yellow: m.awayYellow,
      corners: m.awayCorners,
    },
  }));
}
