// Goals taken back (VAR, a provider's correction): a football score that goes down is never just a smaller
// number. When a batch lowers a match's score and the feed sent no goalCancelled event for it, one is added
// (进球取消, the corrected score) before the state that lowers it, so the timeline keeps why and the pushes
// say it. Replays are idempotent: the event's index comes from the score it cancels and the minute.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { FeedChange, FeedEvent, Sport } from '../../../providers/feed/types';

/** Indices of added retractions: far above any feed's own (a match has a few hundred events at most). */
export const RETRACTION_INDEX = 1_000_000_000;

export function retractionIndex(before: { home: number; away: number }, minute: number) {
  return RETRACTION_INDEX + (before.home * 1000 + before.away) * 1000 + Math.min(999, minute);
}

export async function withRetractions(
  db: Db,
  batch: FeedChange[],
  sportOf: (matchId: number) => Sport | undefined,
): Promise<FeedChange[]> {
  const ids = [
    ...new Set(
      batch.flatMap((c) =>
        c.kind === 'live' && sportOf(c.state.matchId) === 'football' ? [c.state.matchId] : [],
      ),
    ),
  ];
  if (ids.length === 0) return batch;
  const stored = await db
    .select({
      id: matches.id,
      home: matches.homeScore,
      away: matches.awayScore,
      liveAt: matches.liveAt,
    })
    .from(matches)
    .where(inArray(matches.id, ids));
  const score = new Map(stored.map((r) => [r.id, { home: r.home, away: r.away }]));
  // A report older than the stored state (a replay) is not applied (writeLive), so it lowers nothing.
  const since = new Map(stored.map((r) => [r.id, r.liveAt?.getTime() ?? 0]));
  const announced = new Set(
    batch.flatMap((c) =>
      c.kind === 'event' && c.event.kind === 'goalCancelled' ? [c.event.matchId] : [],
    ),
  );
  const out: FeedChange[] = [];
  for (const c of batch) {
    if (c.kind === 'live' && score.has(c.state.matchId) && c.at >= since.get(c.state.matchId)!) {
      const s = c.state;
      const before = score.get(s.matchId)!;
      const after = { home: s.home.score, away: s.away.score };
      const side = after.home < before.home ? 'home' : after.away < before.away ? 'away' : null;
      if (side && !announced.has(s.matchId)) {
        const event: FeedEvent = {
          matchId: s.matchId,
          index: retractionIndex(before, s.minute),
          kind: 'goalCancelled',
          minute: s.minute,
          addedMinute: 0,
          period: s.state >= 5 ? 3 : s.state === 4 ? 2 : 1,
          side,
          playerId: null,
          playerName: '',
          relatedPlayerName: '',
          homeScore: after.home,
          awayScore: after.away,
          text: `${s.minute}'，进球取消（VAR），比分改为 ${after.home}-${after.away}`,
        };
        out.push({ kind: 'event', at: c.at, event });
      }
      score.set(s.matchId, after);
    }
    out.push(c);
  }
  return out;
}

/**
 * The goal each fresh goalCancelled took back becomes goalRuledOut in the timeline: the latest goal of that
 * side before it (own goals count for the side they were given to). Scorer lists, match reports and clips,
 * which count goal kinds, then leave it out; the timeline still shows it was given and taken back.
 */
export async function ruleOutGoals(db: Db, cancelled: FeedEvent[]) {
  for (const c of cancelled) {
    await db.execute(sql`
      update match_events set kind = 'goalRuledOut'
      where (match_id, idx) = (
        select match_id, idx from match_events
        where match_id = ${c.matchId} and side = ${c.side} and idx < ${c.index}
          and kind in ('goal', 'ownGoal', 'penaltyGoal')
        order by idx desc limit 1)`);
  }
}
