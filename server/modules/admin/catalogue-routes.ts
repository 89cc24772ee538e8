// Routes of the 礼物与贵族 desk (placeholder: the desk's helper fills it in).
import type { FastifyInstance } from 'fastify';

export function catalogueAdminRoutes(_app: FastifyInstance) {}
