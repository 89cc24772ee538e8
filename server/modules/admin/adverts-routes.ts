// Routes of the 广告与海报 desk (placeholder: the desk's helper fills it in).
import type { FastifyInstance } from 'fastify';

export function advertsAdminRoutes(_app: FastifyInstance) {}
