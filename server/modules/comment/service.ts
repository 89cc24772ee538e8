// The shared comment service's public face (news now; community posts, plans and replays later).
// Routes and other modules import from here, not from the files behind it.
export { toggleLike } from './like';
export { listComments } from './list';
export { listReplies } from './replies';
export { closeCommentReport, openCommentReports, reportComment } from './report';
export { COMMENT_RATE, operatorRemoveComment, storeComment, writeComment } from './write';
