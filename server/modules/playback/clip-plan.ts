// Planning a match's goal clips from a replay: each goal of the bound match that the replay holds gets a
// clip (one per goal, whichever replay has it first) spanning a little before and after the goal, in the
// match's highlights package; the cutting itself is a media job (jobs.ts), never done on a request.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { highlightClips, highlightPackages, matchEvents, matches } from '../../db/schema';
import { eventTitle, GOAL_KINDS, offsetOnReplay, partAt } from './chapters';
import { enqueueMediaJob } from './jobs';
import type { ReplayRow } from './replays';

export interface ClipPlanning {
  clipBeforeMs: number;
  clipAfterMs: number;
  /** The package's price after its free preview, in minor units. */
  highlightPriceUnits: number;
}

/** Plans the clips of `replay`'s goals; answers the ids of the clips it added (their jobs are queued). */
export async function planClips(db: Db, replay: ReplayRow, planning: ClipPlanning) {
  if (replay.matchId === null || replay.expiredAt !== null) return [];
  const [match] = await db
    .select({ sport: matches.sport })
    .from(matches)
    .where(eq(matches.id, replay.matchId));
  // Basketball scores every minute: its highlights would be the whole game. Goals are football's.
  if (match?.sport !== 'football') return [];
  const goals = await db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, replay.matchId), inArray(matchEvents.kind, [...GOAL_KINDS])))
    .orderBy(asc(matchEvents.idx));
  const planned = goals.flatMap((g) => {
    const at = offsetOnReplay(replay.parts, g.at.getTime());
    const part = at === null ? undefined : partAt(replay.parts, at);
    if (at === null || !part) return [];
    // Within the goal's own part: the timestamps of two publishes do not join, so a cut may not cross.
    const startMs = Math.max(part.offsetMs, at - planning.clipBeforeMs);
    const endMs = Math.min(part.offsetMs + part.durationMs, at + planning.clipAfterMs);
    return endMs - startMs < 1000 ? [] : [{ goal: g, at, startMs, durationMs: endMs - startMs }];
  });
  if (planned.length === 0) return [];
  const matchId = replay.matchId;
  return db.transaction(async (tx) => {
    await tx
      .insert(highlightPackages)
      .values({ matchId, priceUnits: planning.highlightPriceUnits })
      .onConflictDoNothing();
    const [pkg] = await tx
      .select({ id: highlightPackages.id })
      .from(highlightPackages)
      .where(eq(highlightPackages.matchId, matchId));
    const added = await tx
      .insert(highlightClips)
      .values(
        planned.map((p) => ({
          packageId: pkg!.id,
          matchId,
          eventIdx: p.goal.idx,
          replayId: replay.id,
          eventOffsetMs: p.at,
          startMs: p.startMs,
          durationMs: p.durationMs,
          title: eventTitle(p.goal.kind as (typeof GOAL_KINDS)[number], p.goal),
          minute: p.goal.minute,
          addedMinute: p.goal.addedMinute,
          side: p.goal.side === 'away' ? ('away' as const) : ('home' as const),
          homeScore: p.goal.homeScore,
          awayScore: p.goal.awayScore,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: highlightClips.id });
    // The preview is the match's earliest goal, whichever replay it came from.
    await tx.execute(sql`
      update highlight_clips c set free = (c.id = (
        select id from highlight_clips where package_id = ${pkg!.id}
        order by minute, added_minute, event_idx limit 1))
      where c.package_id = ${pkg!.id}`);
    for (const { id } of added)
      await enqueueMediaJob(tx as unknown as Db, { kind: 'clip', refId: id });
    return added.map((a) => a.id);
  });
}
