// The community's cache: circles and a circle, one infinite query per post list (20 a page, 加载更多),
// a post's detail, and the edits a write makes (a like, a pin, a removal) in every list that shows it.
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { CallData } from '../../../contract/call';
import {
  COMMUNITY_PAGE_SIZE,
  circleDetail,
  circleList,
  postDetail,
  postListAnchor,
  postListGeneral,
  type postSorts,
} from '../../../contract/calls/community';
import { request } from '../../api/request';
import type { ApiResult } from '../../api/result';
import { callQuery, queryClient } from '../../lib/query';

export type PostPage = CallData<typeof postListGeneral>;
export type Post = PostPage['list'][number];
export type Circle = CallData<typeof circleList>[number];
export type PostSort = (typeof postSorts)[number];

/** Which posts a list shows: a circle's (or every circle's hot ones), a person's, or anchors' dynamics. */
export type PostFilter =
  | { kind: 'general'; circleId?: number; userId?: number; sort: PostSort }
  | { kind: 'anchor'; anchorId?: number };

type Pages = InfiniteData<ApiResult<PostPage>, number>;

export const circlesQuery = () => callQuery(circleList, {});
export const circleQuery = (id: number) => callQuery(circleDetail, { id });
export const postQuery = (id: number) => callQuery(postDetail, { id });

const pathOf = (filter: PostFilter) =>
  filter.kind === 'anchor' ? postListAnchor.path : postListGeneral.path;

/** Keyed under the call's path, so invalidateCall(postListGeneral) reloads every list. */
export const postPagesQuery = (filter: PostFilter) =>
  infiniteQueryOptions({
    queryKey: [pathOf(filter), filter, 'pages'] as const,
    queryFn: ({ pageParam }): Promise<ApiResult<PostPage>> => {
      const pageParamBody = { pageNum: pageParam, pageSize: COMMUNITY_PAGE_SIZE };
      if (filter.kind === 'anchor')
        return request(
          postListAnchor,
          { anchorId: filter.anchorId, pageParam: pageParamBody },
          { progress: false },
        );
      const { kind: _, ...body } = filter;
      return request(postListGeneral, { ...body, pageParam: pageParamBody }, { progress: false });
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.success && last.data.pageNum * last.data.pageSize < last.data.total
        ? last.data.pageNum + 1
        : undefined,
  });

function editLists(change: (list: Post[]) => Post[]) {
  for (const path of [postListGeneral.path, postListAnchor.path]) {
    queryClient.setQueriesData<Pages>({ queryKey: [path] }, (old) =>
      old?.pages
        ? {
            ...old,
            pages: old.pages.map((p) =>
              p.success ? { ...p, data: { ...p.data, list: change(p.data.list) } } : p,
            ),
          }
        : old,
    );
  }
}

/** A post changed (liked, pinned …): every list and its detail show the change. */
export function patchPost(id: number, patch: Partial<Post>) {
  editLists((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  queryClient.setQueryData<ApiResult<Post>>(postQuery(id).queryKey, (old) =>
    old?.success ? { ...old, data: { ...old.data, ...patch } } : old,
  );
}

/** Posts gone for this reader (deleted, removed, shielded): out of every list. */
export function dropPosts(gone: (post: Post) => boolean) {
  editLists((list) => list.filter((p) => !gone(p)));
}
