// What the message service needs: the database, the bus, and somewhere to log a notice that failed.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime';

export interface MessageDeps {
  db: Db;
  bus: Bus;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}
