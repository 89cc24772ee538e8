// HTTP routes of adverts, banners and posters.
import type { FastifyPluginAsync } from 'fastify';
import { advertList, bannerList, posterCateList } from '../../../contract/calls/advert';
import { route } from '../../http/route';
import { listAdverts, listPosterCategories } from './service';

export const advertModule: FastifyPluginAsync = async (app) => {
  route(app, advertList, ({ query }) => listAdverts(app.ctx.db, query.placeCode));
  route(app, posterCateList, ({ query }) => listPosterCategories(app.ctx.db, query.placeCode));
  route(app, bannerList, ({ query }) => listAdverts(app.ctx.db, query.placeCode));
};
