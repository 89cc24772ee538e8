// HTTP routes of search.
import type { FastifyPluginAsync } from 'fastify';
import { searchHotWords } from '../../../contract/calls/search';
import { route } from '../../http/route';
import { listHotWords } from './service';

export const searchModule: FastifyPluginAsync = async (app) => {
  route(app, searchHotWords, () => listHotWords(app.ctx.db));
};
