// A list of posts, 20 a page with 加载更多: the loading and empty states and the server's failure with 重试.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type PostFilter, postPagesQuery } from './community-queries';
import { PostCard } from './post-card';

export function PostFeed({
  filter,
  empty = '还没有帖子',
  moderator = false,
  showCircle = true,
}: {
  filter: PostFilter;
  empty?: string;
  moderator?: boolean;
  showCircle?: boolean;
}) {
  const query = useInfiniteQuery(postPagesQuery(filter));
  const pages = query.data?.pages ?? [];
  const failed = pages.find((p) => !p.success);
  // A post can slide to the next page while reading (new posts push it down): shown once.
  const seen = new Set<number>();
  const list = pages
    .flatMap((p) => (p.success ? p.data.list : []))
    .filter((p) => !seen.has(p.id) && seen.add(p.id));
  return (
    <div data-testid="post-feed" className="overflow-hidden rounded-lg bg-white shadow-sm">
      {query.isPending ? (
        <p className="py-16 text-center text-sm text-neutral-400">加载中…</p>
      ) : failed && list.length === 0 ? (
        <p className="py-16 text-center text-sm text-neutral-400">
          加载失败：{failed.success ? '' : failed.msg || '网络异常'}
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="ml-2 text-brand-600 hover:underline"
          >
            重试
          </button>
        </p>
      ) : list.length === 0 ? (
        <p data-testid="post-feed-empty" className="py-16 text-center text-sm text-neutral-400">
          {empty}
        </p>
      ) : (
        list.map((post) => (
          <PostCard key={post.id} post={post} moderator={moderator} showCircle={showCircle} />
        ))
      )}
      {query.hasNextPage && (
        <div className="p-3">
          <button
            type="button"
            data-testid="post-feed-more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className="min-h-11 w-full rounded-full bg-neutral-100 text-sm text-neutral-600 hover:bg-neutral-200 disabled:text-neutral-400"
          >
            {query.isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        </div>
      )}
    </div>
  );
}
