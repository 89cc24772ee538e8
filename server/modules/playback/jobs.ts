// The media job queue: background work (clip cutting) claimed from the media_jobs table a job per free
// slot, at most `concurrency` at once, leased so that a job left running by a dead process runs again.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mediaJobs } from '../../db/schema';

export type MediaJobRow = typeof mediaJobs.$inferSelect;
export type MediaJobKind = MediaJobRow['kind'];
export type MediaJobHandler = (job: MediaJobRow, signal: AbortSignal) => Promise<void>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A job that failed this many times is given up ('failed'). */
export const MEDIA_JOB_MAX_ATTEMPTS = 3;
/** Wait before the 2nd and 3rd attempts. */
const RETRY_DELAYS_MS = [10_000, 60_000];
const POLL_MS = 5_000;
const ERROR_CHARS = 500;

export interface MediaJobQueueOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Handlers running at once, at most. */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** How often an idle queue looks for work besides kick() (jobs whose retry delay ran out, other processes' enqueues). */
  pollMs?: number;
  /** Wait before each retry; the last entry repeats. */
  retryDelaysMs?: number[];
  handlers: Record<MediaJobKind, MediaJobHandler>;
}

/** Queues a job; a second one for the same row is ignored (one job per clip, whatever asks twice). */
export async function enqueueMediaJob(
  db: Db | Tx,
  job: { kind: MediaJobKind; refId: number; payload?: Record<string, unknown> },
) {
  await db
    .insert(mediaJobs)
    .values({ kind: job.kind, refId: job.refId, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: [mediaJobs.kind, mediaJobs.refId] });
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, ERROR_CHARS);

export class MediaJobQueue {
  private readonly running = new Map<
    number,
    { controller: AbortController; done: Promise<void> }
  >();
  private readonly leaseMs: number;
  private started = false;
  private stopping = false;
  private pumping = false;
  private pumpAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private pumped: Promise<void> = Promise.resolve();

  constructor(private readonly options: MediaJobQueueOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
  }

  /** Handlers running now. */
  get active() {
    return this.running.size;
  }

  start() {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Looks for work now (call after enqueueing). */
  kick() {
    if (!this.started || this.stopping) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumped = this.pump();
  }

  /** Aborts the running handlers, puts their jobs back to 'queued', and resolves when none runs. */
  async stop() {
    if (!this.started) return;
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { controller } of this.running.values()) controller.abort();
    while (this.pumping || this.running.size > 0) {
      await this.pumped;
      await Promise.all([...this.running.values()].map((r) => r.done));
    }
    this.started = false;
  }

  private async pump() {
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        while (!this.stopping && this.running.size < this.options.concurrency) {
          const job = await this.claim();
          if (!job) break;
          this.run(job);
        }
      } while (this.pumpAgain && !this.stopping);
    } catch (err) {
      this.options.log.error({ err }, 'media jobs: claiming failed');
    } finally {
      this.pumping = false;
    }
  }

  /** One statement, so two processes (or two queues) never take the same job. */
  private async claim(): Promise<MediaJobRow | null> {
    const [job] = await this.options.db
      .update(mediaJobs)
      .set({
        status: 'running',
        attempts: sql`${mediaJobs.attempts} + 1`,
        leaseUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'`,
      })
      .where(
        eq(
          mediaJobs.id,
          sql`(select id from media_jobs
               where (status = 'queued' and run_after <= now())
                  or (status = 'running' and lease_until < now())
               order by id limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return job ?? null;
  }

  private run(job: MediaJobRow) {
    const controller = new AbortController();
    const done = this.execute(job, controller).finally(() => {
      this.running.delete(job.id);
      this.kick();
    });
    this.running.set(job.id, { controller, done });
    // Claimed while stop() was under way: handed straight back.
    if (this.stopping) controller.abort();
  }

  private async execute(job: MediaJobRow, controller: AbortController) {
    const { db, log, handlers } = this.options;
    // Ours while status is running with our attempt count: a claim that lapsed and was taken again
    // by another process has a higher count, and this process then writes nothing more to it.
    const mine = and(
      eq(mediaJobs.id, job.id),
      eq(mediaJobs.status, 'running'),
      eq(mediaJobs.attempts, job.attempts),
    );
    const renew = setInterval(
      () => {
        void db
          .update(mediaJobs)
          .set({ leaseUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
          .where(mine)
          .catch((err) => log.warn({ err, jobId: job.id }, 'media jobs: lease renewal failed'));
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    let failure: unknown = null;
    let succeeded = false;
    try {
      await handlers[job.kind](job, controller.signal);
      succeeded = true;
    } catch (err) {
      failure = err;
    } finally {
      clearInterval(renew);
    }
    try {
      if (succeeded) {
        await db
          .update(mediaJobs)
          .set({ status: 'done', error: '', leaseUntil: null, finishedAt: sql`now()` })
          .where(mine);
      } else if (controller.signal.aborted) {
        // Stopped, not failed: the attempt does not count, and the next start takes it at once.
        await db
          .update(mediaJobs)
          .set({
            status: 'queued',
            attempts: sql`greatest(${mediaJobs.attempts} - 1, 0)`,
            leaseUntil: null,
            runAfter: sql`now()`,
          })
          .where(mine);
      } else if (job.attempts < MEDIA_JOB_MAX_ATTEMPTS) {
        const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
        const delay = delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 0;
        log.warn({ err: failure, jobId: job.id, kind: job.kind }, 'media jobs: attempt failed');
        await db
          .update(mediaJobs)
          .set({
            status: 'queued',
            error: errorText(failure),
            leaseUntil: null,
            runAfter: sql`now() + ${delay} * interval '1 millisecond'`,
          })
          .where(mine);
      } else {
        log.error({ err: failure, jobId: job.id, kind: job.kind }, 'media jobs: given up');
        await db
          .update(mediaJobs)
          .set({
            status: 'failed',
            error: errorText(failure),
            leaseUntil: null,
            finishedAt: sql`now()`,
          })
          .where(mine);
      }
    } catch (err) {
      // The lease runs out and the job is taken again: nothing is lost but time.
      log.error({ err, jobId: job.id }, 'media jobs: recording the outcome failed');
    }
  }
}
