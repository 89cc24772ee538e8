// HTTP routes of navigation menus.
import type { FastifyPluginAsync } from 'fastify';
import { navList } from '../../../contract/calls/nav';
import { route } from '../../http/route';
import { listNav } from './service';

export const navModule: FastifyPluginAsync = async (app) => {
  route(app, navList, ({ query }) => listNav(app.ctx.db, query.type));
};
