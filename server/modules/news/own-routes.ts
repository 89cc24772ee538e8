// HTTP routes of writing articles (/v/new): anchors and experts save, submit, list and withdraw their own.
import type { FastifyPluginAsync } from 'fastify';
import {
  newsArticleSave,
  newsArticleSubmit,
  newsArticleWithdraw,
  newsMyArticle,
  newsMyArticles,
} from '../../../contract/calls/news-authoring';
import { route } from '../../http/route';
import {
  myArticle,
  myArticles,
  saveArticleDraft,
  submitArticle,
  withdrawOwnArticle,
} from './service';

export const ownArticlesRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  route(app, newsArticleSave, ({ body, user }) => saveArticleDraft(ctx, user, body));
  route(app, newsArticleSubmit, ({ body, user }) => submitArticle(ctx, user, body));
  route(app, newsMyArticles, ({ query, user }) =>
    myArticles(ctx.db, user.id, query.page, query.pageSize),
  );
  route(app, newsMyArticle, ({ params, user }) => myArticle(ctx.db, user.id, params.id));
  route(app, newsArticleWithdraw, ({ body, user }) => withdrawOwnArticle(ctx.db, user.id, body.id));
};
