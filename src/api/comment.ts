// Typed calls of the shared comments: writing and replying, liking, a thread's replies, reporting.
import type { CallInput } from '../../contract/call';
import {
  commentLike,
  commentReplies,
  commentReport,
  commentWrite,
} from '../../contract/calls/comment';
import { request } from './request';

export const writeComment = (input: CallInput<typeof commentWrite>) => request(commentWrite, input);

/** Likes, or takes the like back; answers the state after it and the new count. */
export const likeComment = (id: number) => request(commentLike, { id });

export const loadReplies = (commentId: number, page: number) =>
  request(commentReplies, { commentId, page }, { progress: false });

export const reportComment = (input: CallInput<typeof commentReport>) =>
  request(commentReport, input);
