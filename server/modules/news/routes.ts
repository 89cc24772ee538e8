// HTTP routes of headlines (头条).
import type { FastifyPluginAsync } from 'fastify';
import {
  newsBanner,
  newsCollect,
  newsColumnByType,
  newsDetail,
  newsList,
  newsListCategory,
  newsMyCollect,
  newsRecDetail,
  newsRecommend,
} from '../../../contract/calls/news';
import { route } from '../../http/route';
import { startMatchWriter } from './match-writer';
import { ownArticlesRoutes } from './own-routes';
import {
  bannerArticles,
  collectArticle,
  listArticles,
  listCategories,
  listColumns,
  myCollectedArticles,
  newsReader,
  readArticle,
  recommendedArticles,
  relatedArticles,
} from './service';

export const newsModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  // The match feed writes previews and reports itself, off the request path.
  startMatchWriter(app);
  route(app, newsColumnByType, ({ query }) => listColumns(db, query.type));
  route(app, newsListCategory, ({ body }) => listCategories(db, body.columnNo));
  // What every reader is sent alike comes from the read cache; see read-cache.ts, views.ts and reader.ts.
  const reader = newsReader(app.ctx, app.log);
  const { cache, views } = reader;
  app.addHook('onClose', () => views.flush());
  route(app, newsList, ({ body }) =>
    cache.get(`list:${JSON.stringify(body)}`, () =>
      listArticles(db, {
        columnNo: body.columnNo,
        categoryId: body.categoryId,
        keyword: body.keyword,
        authorId: body.authorId,
        ...body.pageParam,
      }),
    ),
  );
  route(app, newsDetail, async ({ params: { id }, user }) => {
    const read = await readArticle(app.ctx, reader, id, user?.id ?? null);
    return user ? read.data : read.shared;
  });
  route(app, newsRecDetail, ({ query }) => relatedArticles(db, query.id, query.limit));
  route(app, newsBanner, ({ query }) =>
    cache.get(`banner:${query.limit}`, () => bannerArticles(db, query.limit)),
  );
  route(app, newsCollect, ({ query, user }) =>
    collectArticle(db, user.id, query.collectId, query.flag),
  );
  route(app, newsMyCollect, ({ query, user }) =>
    myCollectedArticles(db, user.id, query.page, query.pageSize),
  );
  route(app, newsRecommend, ({ body }) => recommendedArticles(db, body.limit, body.columnNo));
  await app.register(ownArticlesRoutes);
};
