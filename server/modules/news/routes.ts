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
import {
  articleDetail,
  bannerArticles,
  collectArticle,
  listArticles,
  listCategories,
  listColumns,
  myCollectedArticles,
  recommendedArticles,
  relatedArticles,
} from './service';

export const newsModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  route(app, newsColumnByType, ({ query }) => listColumns(db, query.type));
  route(app, newsListCategory, ({ body }) => listCategories(db, body.columnNo));
  route(app, newsList, ({ body }) =>
    listArticles(db, {
      columnNo: body.columnNo,
      categoryId: body.categoryId,
      keyword: body.keyword,
      authorId: body.authorId,
      ...body.pageParam,
    }),
  );
  route(app, newsDetail, ({ params, user }) => articleDetail(db, params.id, user?.id ?? null));
  route(app, newsRecDetail, ({ query }) => relatedArticles(db, query.id, query.limit));
  route(app, newsBanner, ({ query }) => bannerArticles(db, query.limit));
  route(app, newsCollect, ({ query, user }) =>
    collectArticle(db, user.id, query.collectId, query.flag),
  );
  route(app, newsMyCollect, ({ query, user }) =>
    myCollectedArticles(db, user.id, query.page, query.pageSize),
  );
  route(app, newsRecommend, ({ body }) => recommendedArticles(db, body.limit, body.columnNo));
};
