// A phone's bar at the bottom of an article (懂球帝 / 虎扑 style): 写评论 opens the composer in place, then
// the comment count (to the comments), 收藏 and 分享. From lg up the page shows these in its own flow.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Icon } from '../../components/icons';
import { currentSession, openLogin } from '../user/session';
import type { Collect } from './article-collect';
import { shareArticle } from './article-share';
import { CommentComposer } from './comments/comment-composer';
import { ShareIcon, StarIcon } from './comments/comment-icons';
import { addComment, commentPagesQuery } from './comments/comment-queries';

export function ArticleBar({
  id,
  title,
  collect,
}: {
  id: number;
  title: string;
  collect: Collect;
}) {
  const [writing, setWriting] = useState(false);
  // The comments' own count (the list's first page, shared with the section below: no second request).
  const first = useInfiniteQuery(commentPagesQuery(id, 'hot')).data?.pages[0];
  const commentCount = first?.success ? first.data.total : 0;
  const open = () => {
    if (!currentSession().auth) openLogin();
    else setWriting(true);
  };
  return (
    <div
      data-testid="article-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur lg:hidden"
    >
      {writing ? (
        <CommentComposer
          postId={id}
          autoFocus
          onPosted={(c) => {
            addComment(id, c);
            setWriting(false);
            document.getElementById('comments')?.scrollIntoView({ block: 'start' });
          }}
          onCancel={() => setWriting(false)}
          testId="bar-composer"
        />
      ) : (
        <div className="flex items-center gap-1">
          <button
            type="button"
            data-testid="article-bar-write"
            onClick={open}
            className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-full bg-neutral-100 px-4 text-left text-sm text-neutral-400"
          >
            <Icon name="message" className="size-4 shrink-0" />
            <span className="truncate">写评论…</span>
          </button>
          <a
            href="#comments"
            aria-label={`评论 ${commentCount}`}
            className="relative flex size-11 items-center justify-center text-neutral-600"
          >
            <Icon name="chat" className="size-5" />
            {commentCount > 0 && (
              <span className="absolute top-1 right-0 rounded-full bg-brand-600 px-1 font-mono text-[10px] leading-4 text-white">
                {commentCount > 999 ? '999+' : commentCount}
              </span>
            )}
          </a>
          <button
            type="button"
            aria-label={collect.collected ? '取消收藏' : '收藏'}
            aria-pressed={collect.collected}
            data-testid="article-bar-collect"
            onClick={collect.toggle}
            className={`flex size-11 items-center justify-center ${
              collect.collected ? 'text-amber-500' : 'text-neutral-600'
            }`}
          >
            <StarIcon filled={collect.collected} className="size-5" />
          </button>
          <button
            type="button"
            aria-label="分享"
            data-testid="article-bar-share"
            onClick={() => void shareArticle(id, title)}
            className="flex size-11 items-center justify-center text-neutral-600"
          >
            <ShareIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
