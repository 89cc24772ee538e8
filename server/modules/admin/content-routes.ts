// Routes of the 内容审核 desk (placeholder: the desk's helper fills it in).
import type { FastifyInstance } from 'fastify';

export function contentAdminRoutes(_app: FastifyInstance) {}
