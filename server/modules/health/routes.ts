// GET /healthz: liveness plus what a deployer needs to see at a glance (hosts, version, uptime, database).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { errors } from '../../../contract/errors';
import { ping } from '../../db/client';
import { envelopeOfError } from '../../http/envelope';

export function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    const { config, database, startedAt, version } = app.ctx;
    const status = {
      version,
      uptime: Math.round((Date.now() - startedAt) / 1000),
      hosts: config.baseUrls,
      database: database.kind,
      redis: Boolean(config.redisUrl),
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
}
