// An article's comments: 最热 / 最新 tabs, 20 a page with 加载更多, each thread with its replies; the
// composer above the list on a desktop (a phone writes from the article's bottom bar, article-bar.tsx).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CommentComposer } from './comment-composer';
import {
  addComment,
  type CommentReply,
  type CommentSort,
  commentPagesQuery,
} from './comment-queries';
import { CommentTargetContext, type CommentTargetType } from './comment-target';
import { CommentThread } from './comment-thread';

const tabs: { sort: CommentSort; label: string }[] = [
  { sort: 'hot', label: '最热' },
  { sort: 'new', label: '最新' },
];

export function CommentSection({
  postId,
  type = 1,
  firstSort = 'hot',
  composerOnPhone = false,
  onCommented,
}: {
  postId: number;
  /** 1 a headline's comments, 2 a community post's. */
  type?: CommentTargetType;
  firstSort?: CommentSort;
  /** A post has no bottom comment bar on a phone (an article does): the box shows at every width. */
  composerOnPhone?: boolean;
  /** After a new top-level comment (a post's count on the page follows). */
  onCommented?(): void;
}) {
  const [sort, setSort] = useState<CommentSort>(firstSort);
  const query = useInfiniteQuery(commentPagesQuery(postId, sort, type));
  const pages = query.data?.pages ?? [];
  const failed = pages.find((p) => !p.success);
  const list = pages.flatMap((p) => (p.success ? p.data.list : []));
  const total = pages[0]?.success ? pages[0].data.total : null;
  const posted = (comment: CommentReply) => {
    addComment(postId, comment, type);
    onCommented?.();
  };

  return (
    <CommentTargetContext value={type}>
      <section
        id="comments"
        data-testid="comments"
        className="mt-4 scroll-mt-16 rounded-lg bg-white px-4 pb-2 shadow-sm lg:px-10"
      >
        <div className="flex items-center justify-between border-b border-neutral-100 py-3">
          <h2 className="font-bold text-neutral-900">
            评论
            {total !== null && (
              <span
                data-testid="comments-total"
                className="ml-1 font-mono text-sm text-neutral-400"
              >
                {total}
              </span>
            )}
          </h2>
          <div
            role="tablist"
            aria-label="评论排序"
            className="flex rounded-full bg-neutral-100 p-0.5"
          >
            {tabs.map((t) => (
              <button
                key={t.sort}
                type="button"
                role="tab"
                data-testid={`comments-${t.sort}`}
                aria-selected={sort === t.sort}
                onClick={() => setSort(t.sort)}
                className={`min-h-8 rounded-full px-3.5 text-[13px] transition ${
                  sort === t.sort
                    ? 'bg-white font-medium text-neutral-900 shadow-sm'
                    : 'text-neutral-500 hover:text-neutral-700'
                }`}
              >
                {t.label}
              </button>
            ))}
          </div>
        </div>
        <div className={composerOnPhone ? 'pt-4' : 'hidden pt-4 lg:block'}>
          <CommentComposer postId={postId} onPosted={posted} />
        </div>
        {query.isPending ? (
          <p className="py-10 text-center text-sm text-neutral-400">评论加载中…</p>
        ) : failed && list.length === 0 ? (
          <p className="py-10 text-center text-sm text-neutral-400">
            评论加载失败：{failed.success ? '' : failed.msg || '网络异常'}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="ml-2 text-brand-600 hover:underline"
            >
              重试
            </button>
          </p>
        ) : list.length === 0 ? (
          <p data-testid="comments-empty" className="py-10 text-center text-sm text-neutral-400">
            还没有评论，快来抢沙发
          </p>
        ) : (
          <ul data-testid="comment-list">
            {list.map((c) => (
              <CommentThread key={c.id} postId={postId} comment={c} />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <button
            type="button"
            data-testid="comments-more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className="mb-3 min-h-11 w-full rounded-full bg-neutral-100 text-sm text-neutral-600 hover:bg-neutral-200 disabled:text-neutral-400"
          >
            {query.isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        )}
      </section>
    </CommentTargetContext>
  );
}
