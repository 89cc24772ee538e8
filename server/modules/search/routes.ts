// HTTP routes of search.
import type { FastifyInstance } from 'fastify';
import { searchHotWords } from '../../../contract/calls/search';
import { route } from '../../http/route';
import { listHotWords } from './hot-words';

export function searchRoutes(app: FastifyInstance) {
  route(app, searchHotWords, () => listHotWords(app.ctx.db));
}
