// Opens the rating sheets when the ingest sees full time (as the news match writer hooks the same place): one
// queue off the request path. A catch-up's backfill opens the sheets of matches that ended in the last day (fans
// come back to rate last night's games), dated when they ended and pushed to nobody; older ones get none.
import type { FastifyInstance } from 'fastify';
import { channels } from '../../../contract/events';
import {
  communityDesk,
  endedSince,
  openRatingSheet,
  SHEET_WINDOW_MS,
  sheetsMissing,
} from './ratings';

/** How far back a catch-up's finished matches still get a sheet, and how many at most per catch-up. */
export const BACKFILL_WINDOW_MS = SHEET_WINDOW_MS;
export const BACKFILL_MAX = 60;

export class RatingTrigger {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly app: FastifyInstance) {}

  finished(matchIds: number[], { backfill }: { backfill: boolean }) {
    if (this.stopped) return;
    const { db, clock } = this.app.ctx;
    // The feed's clock (a sped-up simulator runs ahead of the wall) says what "the last day" is.
    const since = new Date(clock() - BACKFILL_WINDOW_MS);
    this.chain = this.chain.then(async () => {
      try {
        if (backfill) {
          const ended = await endedSince(db, matchIds, since, BACKFILL_MAX);
          const missing = new Set(
            await sheetsMissing(
              db,
              ended.map((m) => m.id),
            ),
          );
          for (const m of ended) {
            if (this.stopped) return;
            if (!missing.has(m.id)) continue;
            // Never dated ahead of the wall, whatever the feed's clock says.
            const at = new Date(Math.min(m.liveAt!.getTime(), Date.now()));
            await openRatingSheet(db, m.id, { at });
          }
          return;
        }
        for (const id of await sheetsMissing(db, matchIds)) {
          const opened = await openRatingSheet(db, id);
          // The circle's open pages count the 赛后评分 post among their new posts.
          if (opened?.postId && opened.circleId && opened.userId) {
            await this.app.ctx.bus.publish(channels.circle(opened.circleId), 'post.new', {
              circleId: opened.circleId,
              postId: opened.postId,
              userId: opened.userId,
              nickName: communityDesk.nickName,
              at: Date.now(),
            });
          }
        }
      } catch (err) {
        this.app.log.warn({ err, matchIds, backfill }, 'rating sheets not opened');
      }
    });
  }

  /** Resolves once the queue is empty (tests, shutdown). */
  async idle() {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
    } while (seen !== this.chain);
  }

  async stop() {
    this.stopped = true;
    await this.idle();
  }
}

const triggers = new WeakMap<FastifyInstance['ctx'], RatingTrigger>();
export const ratingTriggerOf = (ctx: FastifyInstance['ctx']) => triggers.get(ctx);

export function startRatingTrigger(app: FastifyInstance) {
  const trigger = new RatingTrigger(app);
  app.ctx.ingest.onFinished((ids, info) => trigger.finished(ids, info));
  triggers.set(app.ctx, trigger);
  app.addHook('onClose', () => trigger.stop());
  return trigger;
}
