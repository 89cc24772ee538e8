// GET /healthz: liveness plus what a deployer needs to see at a glance (hosts, version, uptime, database, event-loop delay, worker pool, the match feed).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../contract/envelope';
import { errors } from '../../../contract/errors';
import { ping } from '../../db/client';
import { envelopeOfError } from '../../http/envelope';
import { LoopDelayWatch } from './service';

export const healthModule: FastifyPluginAsync = async (app) => {
  const loop = new LoopDelayWatch();
  app.addHook('onClose', async () => loop.stop());
  app.get('/healthz', async (_request, reply) => {
    const { config, database, startedAt, version, workers } = app.ctx;
    const status = {
      version,
      uptime: Math.round((Date.now() - startedAt) / 1000),
      hosts: config.baseUrls,
      database: database.kind,
      redis: Boolean(config.redisUrl),
      // A request held up by CPU work on the loop shows here first (p99, max), before users notice.
      eventLoop: loop.report(),
      workers: workers.stats(),
      // The match feed: who serves (real feed or fallback) since when, last good answer, lag, error rate,
      // budget (see FeedHealth); from the leading process, `leader` says whether that is this one.
      feed: await app.ctx.feed.sharedHealth(),
    };
    try {
      await ping(app.ctx.db);
      return ok({ status: 'ok', ...status });
    } catch {
      return reply.status(errors.unavailable.status).send(
        envelopeOfError(errors.unavailable, undefined, {
          status: 'database unreachable',
          ...status,
        }),
      );
    }
  });
};
