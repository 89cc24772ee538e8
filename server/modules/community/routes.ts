// HTTP routes of the community (社区): circles, posts, likes, shields, moderation, reports, a post's comments and
// player ratings.
// The post pictures' upload (addPic) is served by the upload module with the other base64 images.
import type { FastifyPluginAsync } from 'fastify';
import { COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import {
  circleDetail as circleDetailCall,
  circleJoin,
  circleLeave,
  circleList,
  postAddSave,
  postCommentList,
  postDelete,
  postDetail as postDetailCall,
  postLike,
  postListAnchor,
  postListGeneral,
  postModerate,
  postReport,
  postShield,
  ratingAdd,
  ratingSheet,
} from '../../../contract/calls/community';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { listComments } from '../comment/service';
import {
  addPost,
  circleDetail,
  deleteOwnPost,
  isReadablePost,
  joinCircle,
  leaveCircle,
  likePost,
  listAnchorPosts,
  listCircles,
  listGeneral,
  moderatePost,
  postDetail,
  ratePlayers,
  ratingSheetOf,
  reportPost,
  shield,
  startRatingTrigger,
} from './service';

export const communityModule: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  startRatingTrigger(app);
  route(app, circleList, ({ query, user }) =>
    listCircles(db, { userId: user?.id ?? null, kind: query.kind, joinedOnly: query.joined === 1 }),
  );
  route(app, circleDetailCall, ({ params, user }) => circleDetail(db, params.id, user?.id ?? null));
  route(app, circleJoin, ({ body, user }) => joinCircle(db, user.id, body.circleId));
  route(app, circleLeave, ({ body, user }) => leaveCircle(db, user.id, body.circleId));
  route(app, postListGeneral, ({ body, user }) =>
    listGeneral(db, {
      circleId: body.circleId,
      userId: body.userId,
      sort: body.sort,
      ...body.pageParam,
      readerId: user?.id ?? null,
    }),
  );
  route(app, postListAnchor, ({ body, user }) =>
    listAnchorPosts(db, { anchorId: body.anchorId, ...body.pageParam, readerId: user?.id ?? null }),
  );
  route(app, postAddSave, ({ body, user, request }) =>
    addPost(app.ctx, {
      userId: user.id,
      circleId: body.circleId,
      content: body.content,
      pics: body.pics,
      matchId: body.matchId,
      address: request.ip,
    }),
  );
  route(app, postShield, ({ body, user }) => shield(db, user.id, body));
  route(app, postDetailCall, ({ params, user }) => postDetail(db, params.id, user?.id ?? null));
  route(app, postLike, ({ params, user }) => likePost(app.ctx, user.id, params.id));
  route(app, postReport, ({ body, user }) => reportPost(db, user.id, body));
  route(app, postModerate, ({ body, user }) => moderatePost(db, user.id, body.postId, body.action));
  route(app, postDelete, ({ body, user }) => deleteOwnPost(db, user.id, body.postId));
  route(app, postCommentList, async ({ query, user }) => {
    if (!(await isReadablePost(db, query.postId))) throw new ApiError(errors.postNotFound);
    return listComments(db, {
      targetType: COMMENT_TARGET_POST,
      targetId: query.postId,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      userId: user?.id ?? null,
    });
  });
  route(app, ratingSheet, ({ params, user }) =>
    // The feed's clock says how long ago a match ended (a sped-up simulator runs ahead of the wall).
    ratingSheetOf(db, params.matchId, user?.id ?? null, app.ctx.clock()),
  );
  route(app, ratingAdd, ({ body, user }) => ratePlayers(db, user.id, body.matchId, body.ratings));
};
