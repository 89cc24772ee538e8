// The article's byline: the writer's portrait, name and kind (运营 / 主播 / 专家), when it was published
// (spec §9: YYYY-MM-DD HH:mm:ss, MM-DD HH:mm on a phone) and how many have read it.
import type { CallData } from '../../../contract/call';
import { authorKinds, type newsDetail } from '../../../contract/calls/news';
import { formatFull, formatShort } from '../../../contract/format/dates';
import { readsText } from '../../../contract/format/reads';
import { DefaultAvatar } from '../../components/default-avatar';

type Article = CallData<typeof newsDetail>;

const kindTone: Record<number, string> = {
  1: 'bg-sky-50 text-sky-700',
  2: 'bg-rose-50 text-rose-600',
  3: 'bg-amber-50 text-amber-700',
};

export function ArticleAuthor({ article }: { article: Article }) {
  const { author } = article;
  const kind = authorKinds[author.kind as keyof typeof authorKinds];
  return (
    <div data-testid="article-author" className="mt-4 flex items-center gap-2.5">
      {author.portrait ? (
        <img
          src={author.portrait}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-full object-cover"
        />
      ) : (
        <DefaultAvatar nickName={author.nickName} className="size-9" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate text-sm font-medium text-neutral-800">{author.nickName}</span>
          {kind && (
            <span
              data-testid="article-author-kind"
              className={`shrink-0 rounded px-1.5 text-[11px] leading-[18px] ${kindTone[author.kind] ?? ''}`}
            >
              {kind}
            </span>
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-3 text-xs text-neutral-400">
          <time dateTime={article.publishedAt}>
            <span className="lg:hidden">{formatShort(article.publishedAt)}</span>
            <span className="hidden lg:inline">{formatFull(article.publishedAt)}</span>
          </time>
          <span data-testid="article-views">{readsText(article.viewCount)} 阅读</span>
        </div>
      </div>
    </div>
  );
}
