// Every expert's record, computed from all their settled plans and kept for a short while per process: the
// lists and leaderboards read them on every page, and they change only when a plan settles (which drops them).
import { desc, isNotNull } from 'drizzle-orm';
import type { PlanResult } from '../../../contract/calls/expert';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { type ExpertRecord, recordOf, type SettledPlan } from './record';
import type { PickOutcome } from './settle';

/** Another process's settlement reaches this one's lists within this long. */
const TTL_MS = 10_000;

export interface SettledRow extends SettledPlan {
  expertId: number;
  sport: string;
  playType: number;
  code: string;
  settledAt: Date;
}

interface Entry {
  at: number;
  rows: Promise<Map<number, SettledRow[]>>;
}

const cache = new WeakMap<Db, Entry>();

async function load(db: Db): Promise<Map<number, SettledRow[]>> {
  const rows = await db
    .select({
      expertId: plans.expertId,
      sport: plans.sport,
      playType: plans.playType,
      code: plans.code,
      result: plans.result,
      picks: plans.picks,
      pickResults: plans.pickResults,
      settledAt: plans.settledAt,
    })
    .from(plans)
    .where(isNotNull(plans.result))
    .orderBy(desc(plans.settledAt), desc(plans.id));
  const byExpert = new Map<number, SettledRow[]>();
  for (const r of rows) {
    const list = byExpert.get(r.expertId) ?? [];
    list.push({
      expertId: r.expertId,
      sport: r.sport,
      playType: r.playType,
      code: r.code,
      settledAt: r.settledAt!,
      result: r.result as PlanResult,
      legs: r.picks.map((p, i) => ({
        outcome: (r.pickResults?.[i] ?? 'void') as PickOutcome,
        odds: p.odds,
      })),
    });
    byExpert.set(r.expertId, list);
  }
  return byExpert;
}

/** Every expert's settled plans, newest first. */
export function settledByExpert(db: Db, now = Date.now()) {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.rows;
  const rows = load(db);
  cache.set(db, { at: now, rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

/** A plan settled here: this process's lists show it at once. */
export const recordsChanged = (db: Db) => cache.delete(db);

const EMPTY: SettledRow[] = [];

export async function recordOfExpert(
  db: Db,
  expertId: number,
  filter?: { sport?: string; playType?: number },
): Promise<ExpertRecord> {
  const rows = (await settledByExpert(db)).get(expertId) ?? EMPTY;
  return recordOf(
    filter
      ? rows.filter(
          (r) =>
            (!filter.sport || r.sport === filter.sport) &&
            (!filter.playType || r.playType === filter.playType),
        )
      : rows,
  );
}
