// HTTP routes of the shared comments: the news list, a thread's replies, writing (and replying), liking, reporting.
import type { FastifyPluginAsync } from 'fastify';
import {
  COMMENT_TARGET_NEWS,
  commentLike,
  commentReplies,
  commentReport,
  commentWrite,
  newsCommentList,
} from '../../../contract/calls/comment';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { isReadableArticle } from '../news/service';
import { listComments, listReplies, reportComment, toggleLike, writeComment } from './service';

export const commentModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  route(app, newsCommentList, async ({ query, user }) => {
    if (!(await isReadableArticle(db, query.postId))) throw new ApiError(errors.newsNotFound);
    return listComments(db, {
      targetType: COMMENT_TARGET_NEWS,
      targetId: query.postId,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      userId: user?.id ?? null,
    });
  });
  route(app, commentWrite, ({ body, user, request }) =>
    writeComment(app.ctx, {
      userId: user.id,
      targetType: body.type,
      targetId: body.postId,
      content: body.content,
      parentId: body.parentId,
      address: request.ip,
    }),
  );
  route(app, commentLike, ({ params, user }) => toggleLike(db, user.id, params.id));
  route(app, commentReplies, ({ query, user }) =>
    listReplies(db, {
      commentId: query.commentId,
      page: query.page,
      pageSize: query.pageSize,
      userId: user?.id ?? null,
    }),
  );
  route(app, commentReport, ({ body, user }) => reportComment(db, user.id, body));
};
