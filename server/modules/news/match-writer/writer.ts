// The match feed's own desk: writes a report when the ingest sees a match reach full time, and previews of
// the day's biggest matches some hours before kick-off. Work runs off the request path in one queue, one
// article at a time, bounded; each article is written once per match (store.ts).
import type { FastifyBaseLogger } from 'fastify';
import { chinaDay, chinaDayStartOf } from '../../../../contract/format/china-day';
import type { Db } from '../../../db/client';
import type { Bus } from '../../../realtime';
import { hotMatchesBetween, itemsInOrder, statesIn } from '../../match/service';
import { basketballReport } from './basketball-report';
import {
  biggest,
  bigness,
  isMarquee,
  PREVIEW_LEAD_MS,
  PREVIEWS_PER_DAY,
  REPORT_CATCH_UP_MAX,
  REPORT_CATCH_UP_MS,
} from './choose';
import { deskAccount } from './desk';
import type { MatchFact, Sport, Written } from './facts';
import { footballReport } from './football-report';
import { basketballReportFacts, footballReportFacts, previewFacts } from './gather';
import { columnOf, placement } from './placement';
import { matchPreview } from './preview';
import { Rng } from './rng';
import { alreadyWritten, type MatchArticleKind, writeOnce } from './store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Work waiting beyond this is dropped with a warning: the next scan or catch-up finds it again. */
const MAX_PENDING = 200;
/** How often the previews are looked for (the writer also looks right after a feed catch-up). */
export const PREVIEW_SCAN_MS = 10 * MINUTE;

export interface MatchWriterDeps {
  db: Db;
  bus: Bus;
  /** Match time (the feed's clock). */
  clock: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Whether this process runs the feed: only that process scans for previews. */
  leading: () => boolean;
}

export class MatchWriter {
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private deskId: number | null = null;

  constructor(private readonly deps: MatchWriterDeps) {}

  /** Starts the preview scans. */
  start() {
    this.timer = setInterval(() => this.scanPreviews(), PREVIEW_SCAN_MS);
    this.timer.unref();
  }

  /** Stops taking work and waits for the article being written. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once the queue is empty (tests, shutdown). */
  async idle() {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
    } while (seen !== this.chain);
  }

  /** The ingest saw these matches reach full time (`backfill`: in a catch-up, nobody watching live). */
  finished(matchIds: number[], { backfill }: { backfill: boolean }) {
    this.enqueue('reports', () => this.planReports(matchIds, backfill));
    // The end of a catch-up is when the day's fixtures and tables are in: a good moment for previews.
    if (backfill) this.scanPreviews();
  }

  /** Looks for big matches kicking off soon that have no preview yet. */
  scanPreviews() {
    if (this.deps.leading()) this.enqueue('previews', () => this.planPreviews());
  }

  private enqueue(name: string, task: () => Promise<unknown>) {
    if (this.stopped) return;
    if (this.pending >= MAX_PENDING) {
      this.deps.log.warn(`news writer: queue full, ${name} dropped`);
      return;
    }
    this.pending += 1;
    this.chain = this.chain
      // Let requests in between articles: on PGlite they share one connection with the writer.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        if (!this.stopped) await task();
      })
      .catch((err: unknown) => this.deps.log.error({ err }, `news writer: ${name} failed`))
      .finally(() => {
        this.pending -= 1;
      });
  }

  private async planReports(matchIds: number[], backfill: boolean) {
    const { db, clock } = this.deps;
    let items = (await itemsInOrder(db, matchIds)).filter(
      (i) => i.hot && statesIn(i.matchType, 'finished').includes(i.state),
    );
    if (backfill) {
      const now = clock();
      items = items
        .filter((i) => i.kickoffAt >= now - REPORT_CATCH_UP_MS[isMarquee(i) ? 'marquee' : 'hot'])
        .sort((a, b) => bigness(b) - bigness(a) || b.kickoffAt - a.kickoffAt)
        .slice(0, REPORT_CATCH_UP_MAX);
    }
    const done = await alreadyWritten(
      db,
      items.map((i) => i.id),
      'report',
    );
    for (const i of items) {
      if (done.has(i.id)) continue;
      this.enqueue(`report of ${i.id}`, () => this.report(i.id, i.matchType, backfill));
    }
  }

  private async planPreviews() {
    const { db, clock } = this.deps;
    const now = clock();
    // Whole Beijing days, so a day's choice does not depend on the hour of the scan.
    const from = chinaDayStartOf(now);
    const to = chinaDayStartOf(now + PREVIEW_LEAD_MS) + DAY;
    const byDay = new Map<string, Awaited<ReturnType<typeof hotMatchesBetween>>>();
    for (const i of await hotMatchesBetween(db, from, to)) {
      const day = chinaDay(i.kickoffAt);
      byDay.set(day, [...(byDay.get(day) ?? []), i]);
    }
    for (const items of byDay.values()) {
      const done = await alreadyWritten(
        db,
        items.map((i) => i.id),
        'preview',
      );
      // The day's room goes to its biggest matches still to be played; those beyond the lead wait for a
      // later scan, so a small early kick-off never takes the place of the evening's big match.
      const ahead = items.filter(
        (i) => !done.has(i.id) && statesIn(i.matchType, 'notStarted').includes(i.state),
      );
      for (const i of biggest(ahead, Math.max(0, PREVIEWS_PER_DAY - done.size))) {
        if (i.kickoffAt <= now || i.kickoffAt > now + PREVIEW_LEAD_MS) continue;
        this.enqueue(`preview of ${i.id}`, () => this.preview(i.id, i.matchType));
      }
    }
  }

  /** Writes the report of a finished match; returns the article id, or null if it had one. */
  async report(id: number, sport: Sport, backfill = false) {
    const { db, bus } = this.deps;
    let facts: MatchFact;
    let written: Written;
    if (sport === 'football') {
      const f = await footballReportFacts(db, bus, id);
      [facts, written] = [f, footballReport(f)];
    } else {
      const f = await basketballReportFacts(db, bus, id);
      [facts, written] = [f, basketballReport(f)];
    }
    // A catch-up's report carries the time it would have been written: soon after the final whistle.
    const publishedAt = backfill
      ? new Date(
          Math.min(
            Date.now(),
            facts.kickoffAt +
              (sport === 'football' ? 115 : 150) * MINUTE +
              new Rng(`published:${id}`).int(5, 25) * MINUTE,
          ),
        )
      : undefined;
    return this.file(facts, 'report', written, publishedAt);
  }

  /** Writes the preview of an upcoming match; returns the article id, or null if it had one. */
  async preview(id: number, sport: Sport) {
    const { db, bus } = this.deps;
    const f = await previewFacts(db, bus, id, sport);
    return this.file(f, 'preview', matchPreview(f));
  }

  private async file(m: MatchFact, kind: MatchArticleKind, w: Written, publishedAt?: Date) {
    const { db, log } = this.deps;
    this.deskId ??= await deskAccount(db);
    const where = placement(m, kind);
    const id = await writeOnce(db, m.id, kind, {
      title: w.title,
      summary: w.summary.slice(0, 120),
      body: w.body,
      authorId: this.deskId,
      authorKind: 1,
      columnNo: where.columnNo,
      categoryId: await columnOf(db, where),
      teamIds: [m.home.id, m.away.id],
      competitionIds: [m.competitionId],
      matchIds: [m.id],
      publishedAt,
    });
    if (id !== null) log.info(`news writer: ${kind} of match ${m.id} written (article ${id})`);
    return id;
  }
}
