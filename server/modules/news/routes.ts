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
  articleContent,
  bannerArticles,
  collectArticle,
  hasCollected,
  listArticles,
  listCategories,
  listColumns,
  myCollectedArticles,
  ReadCache,
  recommendedArticles,
  relatedArticles,
  ViewCounter,
} from './service';

export const newsModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  // The match feed writes previews and reports itself, off the request path.
  startMatchWriter(app);
  route(app, newsColumnByType, ({ query }) => listColumns(db, query.type));
  route(app, newsListCategory, ({ body }) => listCategories(db, body.columnNo));
  // What every reader is sent alike comes from the read cache; see read-cache.ts and views.ts.
  const cache = new ReadCache();
  const views = new ViewCounter(db, (err) => app.log.warn({ err }, 'news views not written yet'));
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
    // The count a reader sees includes their own view and those not yet written.
    const envelope = await cache.get(`detail:${id}`, async () => {
      const content = await articleContent(db, id);
      return {
        ...content,
        viewCount: content.viewCount + views.unwritten(id) + 1,
        collected: false,
      };
    });
    views.add(id);
    if (!user) return envelope;
    return { ...envelope.data, collected: await hasCollected(db, user.id, id) };
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
