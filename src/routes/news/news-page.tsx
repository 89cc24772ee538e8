// /news and /news/pages/{page} (头条): the column tabs, then the articles newest first, 30 a page (spec §9),
// with a pager into the archive.

import { NEWS_PAGE_SIZE } from '../../../contract/calls/news';
import { SiteLink } from '../../components/site-link';
import { newsColumnsQuery, newsPageQuery } from '../../features/news/news-queries';
import { NewsRow } from '../../features/news/news-row';
import { PageTitle } from '../../features/schedule/list-states';
import { useCall } from '../../lib/use-call';

/** Where page `page` of a column's list is: page 1 is /news itself. */
export const newsListHref = (page: number, column?: string) => {
  const path = page === 1 ? '/news' : `/news/pages/${page}`;
  return column ? `${path}?column=${encodeURIComponent(column)}` : path;
};

function ColumnTabs({ column }: { column: string | undefined }) {
  const columns = useCall(newsColumnsQuery(), []) ?? [];
  const tab = (label: string, value: string | undefined) => (
    <SiteLink
      key={value ?? 'all'}
      href={newsListHref(1, value)}
      data-testid="news-column"
      aria-current={value === column ? 'page' : undefined}
      className={`flex h-11 shrink-0 items-center rounded-full px-4 text-sm ${
        value === column
          ? 'bg-brand-600 font-bold text-white'
          : 'bg-white text-neutral-600 hover:text-brand-600'
      }`}
    >
      {label}
    </SiteLink>
  );
  return (
    <nav className="-mx-3 mb-3 flex gap-2 overflow-x-auto px-3 lg:mx-0 lg:px-0">
      {tab('全部', undefined)}
      {columns.map((c) => tab(c.name, c.columnNo))}
    </nav>
  );
}

export function NewsPage({ column, page }: { column: string | undefined; page: number }) {
  const answer = useCall(newsPageQuery(column, page), null);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / NEWS_PAGE_SIZE)) : 1;
  return (
    <div data-testid="news-page">
      <PageTitle title="头条" hint={page > 1 ? `第 ${page} 页` : undefined} />
      <ColumnTabs column={column} />
      <section className="overflow-hidden rounded-lg bg-white shadow-sm">
        {answer === null && <p className="py-20 text-center text-sm text-neutral-400">加载中…</p>}
        {answer?.list.length === 0 && (
          <p data-testid="news-empty" className="py-20 text-center text-sm text-neutral-400">
            这里还没有文章
          </p>
        )}
        {answer && answer.list.length > 0 && (
          <ul>
            {answer.list.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-3 text-sm" aria-label="翻页">
          {page > 1 && (
            <SiteLink
              href={newsListHref(page - 1, column)}
              className="flex h-11 items-center rounded bg-white px-5 text-neutral-600 shadow-sm hover:text-brand-600"
            >
              上一页
            </SiteLink>
          )}
          <span className="text-neutral-400">
            {page} / {pages}
          </span>
          {page < pages && (
            <SiteLink
              href={newsListHref(page + 1, column)}
              data-testid="news-next"
              className="flex h-11 items-center rounded bg-white px-5 text-neutral-600 shadow-sm hover:text-brand-600"
            >
              下一页
            </SiteLink>
          )}
        </nav>
      )}
    </div>
  );
}
