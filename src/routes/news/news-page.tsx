// /news and /news/pages/{page} (头条): the lead stories (first page of all columns), the column tabs, the articles
// newest first with their covers, 30 a page (spec §9), a pager into the archive; 今日比赛 and 热门文章 in a column
// beside them from lg up. On a phone the blocks stack: lead, today's matches as a strip, the list, hot articles.

import { NEWS_PAGE_SIZE } from '../../../contract/calls/news';
import { SiteLink } from '../../components/site-link';
import { NewsHot } from '../../features/news/news-hot';
import { NewsLead } from '../../features/news/news-lead';
import { newsBannerQuery, newsColumnsQuery, newsPageQuery } from '../../features/news/news-queries';
import { NewsRow } from '../../features/news/news-row';
import { TodayMatches } from '../../features/news/today-matches';
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
    <nav className="-mx-3 mb-3 flex gap-2 overflow-x-auto px-3 [scrollbar-width:none] lg:mx-0 lg:px-0">
      {tab('全部', undefined)}
      {columns.map((c) => tab(c.name, c.columnNo))}
    </nav>
  );
}

/** The lead stories, on the first page of all columns only: a column's page and the archive go straight to the list. */
function Lead() {
  const items = useCall(newsBannerQuery(false), []);
  if (items === null)
    return (
      <div className="aspect-video animate-pulse rounded-lg bg-neutral-200 lg:aspect-[21/8]" />
    );
  return <NewsLead items={items} />;
}

function Pager({
  column,
  page,
  pages,
}: {
  column: string | undefined;
  page: number;
  pages: number;
}) {
  const button =
    'flex h-11 items-center rounded bg-white px-5 text-neutral-600 shadow-sm hover:text-brand-600';
  return (
    <nav className="mt-4 flex items-center justify-center gap-3 text-sm" aria-label="翻页">
      {page > 1 && (
        <SiteLink href={newsListHref(page - 1, column)} data-testid="news-prev" className={button}>
          上一页
        </SiteLink>
      )}
      <span className="text-neutral-400">
        {page} / {pages}
      </span>
      {page < pages && (
        <SiteLink href={newsListHref(page + 1, column)} data-testid="news-next" className={button}>
          下一页
        </SiteLink>
      )}
    </nav>
  );
}

export function NewsPage({ column, page }: { column: string | undefined; page: number }) {
  const answer = useCall(newsPageQuery(column, page), null);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / NEWS_PAGE_SIZE)) : 1;
  const withLead = page === 1 && column === undefined;
  return (
    <div data-testid="news-page">
      <PageTitle title="头条" hint={page > 1 ? `第 ${page} 页` : undefined} />
      {/* On a phone both columns dissolve into one stack ordered lead, matches, list, hot. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start lg:gap-5">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          {withLead && (
            <div className="order-1 min-w-0">
              <Lead />
            </div>
          )}
          <div className="order-3 min-w-0">
            <ColumnTabs column={column} />
            <section className="overflow-hidden rounded-lg bg-white shadow-sm">
              {answer === null && (
                <p className="py-20 text-center text-sm text-neutral-400">加载中…</p>
              )}
              {answer?.list.length === 0 && (
                <p data-testid="news-empty" className="py-20 text-center text-sm text-neutral-400">
                  这里还没有文章
                </p>
              )}
              {answer && answer.list.length > 0 && (
                <ul>
                  {answer.list.map((item, i) => (
                    <NewsRow key={item.id} item={item} lazy={i >= 6} />
                  ))}
                </ul>
              )}
            </section>
            {pages > 1 && <Pager column={column} page={page} pages={pages} />}
          </div>
        </div>
        <aside
          className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4"
          aria-label="今日比赛与热门文章"
        >
          <TodayMatches className="order-2" />
          <NewsHot className="order-4" />
        </aside>
      </div>
    </div>
  );
}
