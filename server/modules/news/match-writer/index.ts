// Starts the match feed's article writer with the app: reports on full time (the ingest's finished matches),
// previews by a scheduler; it stops with the app.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { MatchWriter } from './writer';

export { newsDesk } from './desk';
export { MatchWriter } from './writer';

const writers = new WeakMap<AppContext, MatchWriter>();

/** The writer of an app (tests wait for it to be idle, or call it directly). */
export const matchWriterOf = (ctx: AppContext) => writers.get(ctx);

export function startMatchWriter(app: FastifyInstance) {
  const { ctx } = app;
  const writer = new MatchWriter({
    db: ctx.db,
    bus: ctx.bus,
    clock: ctx.clock,
    log: app.log,
    leading: () => ctx.feed.running,
  });
  ctx.ingest.onFinished((ids, info) => writer.finished(ids, info));
  writer.start();
  writers.set(ctx, writer);
  app.addHook('onClose', () => writer.stop());
  return writer;
}
