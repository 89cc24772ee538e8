// One article in a list: cover (when it has one), title, summary, column, author, time and counts.
import type { z } from 'zod';
import type { newsItem } from '../../../contract/calls/news';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';

export type NewsItem = z.output<typeof newsItem>;

export const articleHref = (id: number) => `/news/${id}`;

export function NewsRow({ item }: { item: NewsItem }) {
  return (
    <li data-testid="news-row" className="border-b border-neutral-100 last:border-0">
      <SiteLink
        href={articleHref(item.id)}
        className="flex gap-3 px-3 py-3 hover:bg-neutral-50 lg:gap-4 lg:px-5 lg:py-4"
      >
        {item.cover && (
          <img
            src={item.cover}
            alt=""
            width={160}
            height={100}
            loading="lazy"
            className="h-[72px] w-[112px] shrink-0 rounded object-cover lg:h-[100px] lg:w-[160px]"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-[15px] font-bold leading-snug text-neutral-900 lg:text-base">
            {item.title}
          </h3>
          <p className="mt-1 line-clamp-2 hidden text-sm text-neutral-500 sm:block">
            {item.summary}
          </p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 text-xs text-neutral-400">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-600">
              {item.columnName}
            </span>
            <span className="truncate">{item.author.nickName}</span>
            <time dateTime={item.publishedAt}>{formatShort(item.publishedAt)}</time>
            <span>{item.viewCount} 阅读</span>
            <span>{item.commentCount} 评论</span>
          </p>
        </div>
      </SiteLink>
    </li>
  );
}
