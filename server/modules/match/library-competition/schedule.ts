// A competition page's schedule: the season's rounds in kick-off order, the days with matches, and one
// round's (by default the current one's) or one day's matches as list rows.
import { and, eq, inArray } from 'drizzle-orm';
import { chinaDay } from '../../../../contract/format/china-day';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { Sport } from '../../../providers/feed/types';
import { matchItems } from '../board';
import { phaseOf } from '../states';
import type { CompetitionRow } from './season';

export interface ScheduleAsk {
  round?: string;
  date?: string;
}

/** What every match of the season says about its round and day (one light query). */
async function seasonIndex(db: Db, c: CompetitionRow, seasonId: number) {
  return db
    .select({
      id: matches.id,
      round: matches.round,
      kickoffAt: matches.kickoffAt,
      state: matches.state,
    })
    .from(matches)
    .where(and(eq(matches.competitionId, c.id), eq(matches.seasonId, seasonId)))
    .orderBy(matches.kickoffAt, matches.id);
}

/**
 * The round a visitor expects first: the one being played or next to be played (the first, in kick-off
 * order, with a match live or not started); once every round is played, the last.
 */
function currentRoundOf(
  sport: Sport,
  rounds: { name: string }[],
  index: { round: string; state: number }[],
) {
  const open = new Set(
    index
      .filter((m) => ['live', 'notStarted'].includes(phaseOf(sport, m.state)))
      .map((m) => m.round),
  );
  return rounds.find((r) => open.has(r.name))?.name ?? rounds.at(-1)?.name ?? null;
}

export async function scheduleOf(db: Db, c: CompetitionRow, seasonId: number, ask: ScheduleAsk) {
  const sport = c.sport as Sport;
  const index = await seasonIndex(db, c, seasonId);
  const rounds: { name: string; count: number; firstKickoffAt: number }[] = [];
  const byName = new Map<string, (typeof rounds)[number]>();
  const days = new Set<string>();
  for (const m of index) {
    const at = m.kickoffAt.getTime();
    days.add(chinaDay(at));
    const known = byName.get(m.round);
    if (known) known.count += 1;
    else {
      const r = { name: m.round, count: 1, firstKickoffAt: at };
      byName.set(m.round, r);
      rounds.push(r);
    }
  }
  const currentRound = currentRoundOf(sport, rounds, index);
  const date = ask.date ?? null;
  const round = date === null ? (ask.round ?? currentRound) : null;
  const ids =
    date !== null
      ? index.filter((m) => chinaDay(m.kickoffAt.getTime()) === date).map((m) => m.id)
      : index.filter((m) => m.round === round).map((m) => m.id);
  const items = ids.length === 0 ? [] : await matchItems(db, and(inArray(matches.id, ids)));
  items.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  return { seasonId, rounds, days: [...days], currentRound, round, date, matches: items };
}
