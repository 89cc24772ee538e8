// Routes of the 新闻文章 desk (registered by the admin module); the work is in news-desk.ts.
import type { FastifyInstance } from 'fastify';
import {
  adminNewsList,
  adminNewsPin,
  adminNewsRestore,
  adminNewsTakeDown,
} from '../../../contract/calls/admin-news';
import { deskPage } from '../news/service';
import { adminRoute } from './guard';
import { pinArticle, restoreArticle, takeDownArticle } from './news-desk';

export function newsAdminRoutes(app: FastifyInstance) {
  adminRoute(app, adminNewsList, ({ query }) =>
    deskPage(
      app.ctx.db,
      {
        columnNo: query.columnNo || undefined,
        authorId: query.authorId,
        status: query.status,
        keyword: query.keyword || undefined,
      },
      query.page,
      query.pageSize,
    ),
  );
  adminRoute(app, adminNewsTakeDown, ({ params, body, actor }) =>
    takeDownArticle(app, actor, params.id, body.reason),
  );
  adminRoute(app, adminNewsRestore, ({ params, body, actor }) =>
    restoreArticle(app, actor, params.id, body.reason),
  );
  adminRoute(app, adminNewsPin, ({ params, body, actor }) =>
    pinArticle(app, actor, params.id, body.pinned, body.reason),
  );
}
