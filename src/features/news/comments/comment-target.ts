// Which kind of thing the comments hang under (the shared comment model: type 1 a headline, 2 a
// community post). The section provides it once; the rows, replies, likes and composers deep in the
// tree read it, so the same UI serves an article and a post.
import { createContext, useContext } from 'react';
import { COMMENT_TARGET_NEWS, type COMMENT_TARGET_POST } from '../../../../contract/calls/comment';

export type CommentTargetType = typeof COMMENT_TARGET_NEWS | typeof COMMENT_TARGET_POST;

export const CommentTargetContext = createContext<CommentTargetType>(COMMENT_TARGET_NEWS);

export const useCommentTarget = () => useContext(CommentTargetContext);
