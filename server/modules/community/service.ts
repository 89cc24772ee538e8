// The community service's public face (circles, posts, likes, shields, moderation, player ratings).
// Routes and other modules import from here, not from the files behind it.
export {
  circleDetail,
  circleIcon,
  joinCircle,
  leaveCircle,
  listCircles,
  roleIn,
} from './circles';
export {
  type CommentNotice,
  countPostComment,
  type PostCounted,
  postCommented,
} from './comments';
export { likePost, togglePostLike } from './likes';
export { deleteOwnPost, moderatePost, operatorRemovePost } from './moderate';
export { isReadablePost, listAnchorPosts, listGeneral, postDetail } from './post-list';
export { ratingTriggerOf, startRatingTrigger } from './rating-trigger';
export {
  communityDesk,
  communityDeskAccount,
  openRatingSheet,
  ratePlayers,
  ratingSheetOf,
} from './ratings';
export { closePostReport, openPostReports, reportPost } from './report';
export { shield } from './shields';
export { addPost, POST_RATE, storePost } from './write';
