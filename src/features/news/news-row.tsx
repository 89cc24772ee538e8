// One article in a list: its cover on the left, the title, the summary (desktop), then column · time · comments.
import type { z } from 'zod';
import type { newsItem } from '../../../contract/calls/news';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { NewsCover } from './news-cover';

export type NewsItem = z.output<typeof newsItem>;

export const articleHref = (id: number) => `/news/${id}`;

export function NewsRow({ item, lazy = false }: { item: NewsItem; lazy?: boolean }) {
  return (
    <li data-testid="news-row" className="border-b border-neutral-100 last:border-0">
      <SiteLink
        href={articleHref(item.id)}
        className="group flex gap-3 px-3 py-3 hover:bg-neutral-50 lg:gap-4 lg:px-5 lg:py-4"
      >
        <NewsCover
          src={item.cover}
          lazy={lazy}
          className="aspect-video w-[118px] shrink-0 rounded lg:w-[192px]"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="line-clamp-2 text-[15px] font-bold leading-snug text-neutral-900 group-hover:text-brand-600 lg:text-[17px]">
            {item.title}
          </h3>
          <p className="mt-1.5 hidden text-sm leading-relaxed text-neutral-500 lg:line-clamp-2">
            {item.summary}
          </p>
          <p className="mt-auto flex items-center gap-x-2 pt-1.5 text-xs text-neutral-400 lg:gap-x-3">
            <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-brand-600">
              {item.columnName}
            </span>
            <span className="hidden min-w-0 truncate lg:inline">{item.author.nickName}</span>
            <time className="shrink-0" dateTime={item.publishedAt}>
              {formatShort(item.publishedAt)}
            </time>
            <span className="shrink-0">{item.commentCount} 评论</span>
            <span className="hidden shrink-0 lg:inline">{item.viewCount} 阅读</span>
          </p>
        </div>
      </SiteLink>
    </li>
  );
}
