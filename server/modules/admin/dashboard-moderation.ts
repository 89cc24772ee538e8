// Moderation response times for the dashboard: per queue, how many were decided in the last 7 days and the median
// and p90 time from entry to decision over every one of them (percentile_cont over all rows, no sample), plus how
// many wait now and how long the oldest has waited. Each queue's timestamps are the ones its table already keeps;
// a report counts once the console decided it (admin_report_handling.decided_at).
import { type SQL, sql } from 'drizzle-orm';
import {
  MODERATION_WINDOW_DAYS,
  moderationQueues,
  type QueueTimes,
} from '../../../contract/calls/admin';
import type { Db } from '../../db/client';

type Queue = (typeof moderationQueues)[number];

/** For each queue: the (entered, decided) pairs decided since a time, and the entry times of what waits. */
const sources: Record<Queue, { decided: (since: Date) => SQL; waiting: SQL }> = {
  reports: {
    decided: (since) => sql`
      select r.created_at as entered, h.decided_at as decided from room_reports r
        join admin_report_handling h on h.ref = 'room:' || r.id where h.decided_at >= ${since}
      union all
      select r.created_at, h.decided_at from comment_reports r
        join admin_report_handling h on h.ref = 'comment:' || r.id where h.decided_at >= ${since}
      union all
      select r.created_at, h.decided_at from community_post_reports r
        join admin_report_handling h on h.ref = 'post:' || r.id where h.decided_at >= ${since}`,
    waiting: sql`
      select created_at as entered from room_reports where status = 'open'
      union all select created_at from comment_reports where status = 'open'
      union all select created_at from community_post_reports where status = 'open'`,
  },
  content: {
    decided: (since) =>
      sql`select created_at as entered, decided_at as decided from content_reviews where decided_at >= ${since}`,
    waiting: sql`select created_at as entered from content_reviews where status = 'pending'`,
  },
  anchors: {
    decided: (since) =>
      sql`select created_at as entered, decided_at as decided from anchor_audits where decided_at >= ${since}`,
    waiting: sql`select created_at as entered from anchor_audits where status = 'review'`,
  },
  experts: {
    decided: (since) =>
      sql`select created_at as entered, decided_at as decided from expert_applications where decided_at >= ${since}`,
    waiting: sql`select created_at as entered from expert_applications where state = 'review'`,
  },
  withdrawals: {
    decided: (since) =>
      sql`select created_at as entered, decided_at as decided from withdrawals where decided_at >= ${since}`,
    waiting: sql`select created_at as entered from withdrawals where status = 'pending'`,
  },
};

type Figures = {
  decided: number | string;
  median_ms: number | string | null;
  p90_ms: number | string | null;
  waiting: number | string;
  oldest_ms: number | string | null;
};

const numberOrNull = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));

async function timesOf(db: Db, queue: Queue, now: Date): Promise<QueueTimes> {
  const since = new Date(now.getTime() - MODERATION_WINDOW_DAYS * 86_400_000);
  const source = sources[queue];
  const result = (await db.execute(sql`
    with d as (${source.decided(since)}), w as (${source.waiting})
    select
      (select count(*)::int from d) as decided,
      (select (percentile_cont(0.5) within group (order by extract(epoch from decided - entered)) * 1000)::float8 from d) as median_ms,
      (select (percentile_cont(0.9) within group (order by extract(epoch from decided - entered)) * 1000)::float8 from d) as p90_ms,
      (select count(*)::int from w) as waiting,
      (select (extract(epoch from ${now}::timestamptz - min(entered)) * 1000)::float8 from w) as oldest_ms
  `)) as unknown as { rows: Figures[] };
  const r = result.rows[0];
  return {
    queue,
    decided: Number(r?.decided ?? 0),
    medianMs: numberOrNull(r?.median_ms ?? null),
    p90Ms: numberOrNull(r?.p90_ms ?? null),
    waiting: Number(r?.waiting ?? 0),
    oldestWaitMs: numberOrNull(r?.oldest_ms ?? null),
  };
}

export async function moderationTimes(db: Db, now = Date.now()): Promise<QueueTimes[]> {
  const at = new Date(now);
  return Promise.all(moderationQueues.map((q) => timesOf(db, q, at)));
}
