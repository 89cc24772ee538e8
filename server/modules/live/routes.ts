// HTTP routes of the live-data host.
import type { FastifyInstance } from 'fastify';
import { liveTime } from '../../../contract/calls/live';
import { route } from '../../http/route';

export function liveRoutes(app: FastifyInstance) {
  route(app, liveTime, async () => ({ now: Date.now() }));
}
