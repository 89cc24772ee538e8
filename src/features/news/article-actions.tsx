// Under the article on every width: 收藏 with its state and 分享 (复制链接, or a phone's share sheet).
import type { Collect } from './article-collect';
import { shareArticle } from './article-share';
import { ShareIcon, StarIcon } from './comments/comment-icons';

export function ArticleActions({
  id,
  title,
  collect,
}: {
  id: number;
  title: string;
  collect: Collect;
}) {
  return (
    <div className="mt-8 flex items-center justify-center gap-4">
      <button
        type="button"
        data-testid="article-collect"
        aria-pressed={collect.collected}
        onClick={collect.toggle}
        className={`flex min-h-11 items-center gap-1.5 rounded-full border px-5 text-sm transition ${
          collect.collected
            ? 'border-amber-300 bg-amber-50 text-amber-600'
            : 'border-neutral-200 text-neutral-600 hover:border-neutral-300'
        }`}
      >
        <StarIcon filled={collect.collected} className="size-4" />
        {collect.collected ? '已收藏' : '收藏'}
      </button>
      <button
        type="button"
        data-testid="article-share"
        onClick={() => void shareArticle(id, title)}
        className="flex min-h-11 items-center gap-1.5 rounded-full border border-neutral-200 px-5 text-sm text-neutral-600 transition hover:border-neutral-300"
      >
        <ShareIcon className="size-4" />
        分享
      </button>
    </div>
  );
}
