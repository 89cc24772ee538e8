// An article's comments as one infinite query per sort (20 a page, 加载更多), and the cache edits a write
// makes so the new comment or reply shows at once without reloading every page.
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallData } from '../../../../contract/call';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_TARGET_NEWS,
  type commentReply,
  newsCommentList,
} from '../../../../contract/calls/comment';
import { postCommentList } from '../../../../contract/calls/community';
import { request } from '../../../api/request';
import type { ApiResult } from '../../../api/result';
import { queryClient } from '../../../lib/query';
import type { CommentTargetType } from './comment-target';

export type CommentSort = 'hot' | 'new';
export type CommentPage = CallData<typeof newsCommentList>;
export type CommentItem = CommentPage['list'][number];
export type CommentReply = z.output<typeof commentReply>;
type Pages = InfiniteData<ApiResult<CommentPage>, number>;

/** A headline's comments or a post's: the same shape from two list calls. */
const listCall = (type: CommentTargetType) =>
  type === COMMENT_TARGET_NEWS ? newsCommentList : postCommentList;

/** Keyed under the call's path, so invalidateCall(newsCommentList) reloads it too. */
const keyOf = (postId: number, sort: CommentSort, type: CommentTargetType) =>
  [listCall(type).path, { postId, sort }, 'pages'] as const;

export const commentPagesQuery = (
  postId: number,
  sort: CommentSort,
  type: CommentTargetType = COMMENT_TARGET_NEWS,
) =>
  infiniteQueryOptions({
    queryKey: keyOf(postId, sort, type),
    queryFn: ({ pageParam }): Promise<ApiResult<CommentPage>> =>
      request(
        listCall(type),
        { postId, sort, page: pageParam, pageSize: COMMENT_PAGE_SIZE },
        { progress: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.success && last.data.page * last.data.pageSize < last.data.total
        ? last.data.page + 1
        : undefined,
  });

function edit(
  postId: number,
  type: CommentTargetType,
  change: (page: CommentPage, index: number) => CommentPage,
) {
  for (const sort of ['hot', 'new'] as const) {
    queryClient.setQueryData<Pages>(keyOf(postId, sort, type), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p, i) => (p.success ? { ...p, data: change(p.data, i) } : p)),
          }
        : old,
    );
  }
}

/** A new top-level comment: first in both sorts' first page (the writer sees it where they look). */
export function addComment(
  postId: number,
  reply: CommentReply,
  type: CommentTargetType = COMMENT_TARGET_NEWS,
) {
  const item: CommentItem = { ...reply, replyCount: 0, replies: [] };
  edit(postId, type, (page, i) => ({
    ...page,
    total: page.total + 1,
    list: i === 0 ? [item, ...page.list.filter((c) => c.id !== item.id)] : page.list,
  }));
}

/** A new reply: under its thread, which counts one more. */
export function addReply(
  postId: number,
  reply: CommentReply,
  type: CommentTargetType = COMMENT_TARGET_NEWS,
) {
  edit(postId, type, (page) => ({
    ...page,
    list: page.list.map((c) =>
      c.id === reply.parentId
        ? { ...c, replyCount: c.replyCount + 1, replies: [...c.replies, reply] }
        : c,
    ),
  }));
}

/** A like as the server settled it, in every cached page (a comment shows in both sorts). */
export function setLiked(
  postId: number,
  id: number,
  liked: boolean,
  likeCount: number,
  type: CommentTargetType = COMMENT_TARGET_NEWS,
) {
  const apply = <C extends CommentReply>(c: C): C => (c.id === id ? { ...c, liked, likeCount } : c);
  edit(postId, type, (page) => ({
    ...page,
    list: page.list.map((c) => ({ ...apply(c), replies: c.replies.map(apply) })),
  }));
}
