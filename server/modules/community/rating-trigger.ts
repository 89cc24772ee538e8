// Opens the rating sheets when the ingest sees full time (as the news match writer hooks the same place): one
// queue off the request path; a catch-up's backfill opens none (nobody watched those matches end).
import type { FastifyInstance } from 'fastify';
import { channels } from '../../../contract/events';
import { communityDesk, openRatingSheet, sheetsMissing } from './ratings';

export class RatingTrigger {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly app: FastifyInstance) {}

  finished(matchIds: number[], { backfill }: { backfill: boolean }) {
    if (backfill || this.stopped) return;
    const { db } = this.app.ctx;
    this.chain = this.chain.then(async () => {
      try {
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
        this.app.log.warn({ err, matchIds }, 'rating sheets not opened');
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
