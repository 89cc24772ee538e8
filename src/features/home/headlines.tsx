// The home page's 头条: the lead story (the first banner pick) with its picture, then the other picks and the
// newest articles with their covers, and 更多 into /news. One column on a phone, lead beside two columns from lg.

import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { useCall } from '../../lib/use-call';
import { NewsCover } from '../news/news-cover';
import { latestNewsQuery, newsBannerQuery } from '../news/news-queries';
import { articleHref, type NewsItem } from '../news/news-row';

/** Beside the lead: six on a desktop (two columns of three), four on a phone. */
const LISTED = 6;
const LISTED_ON_PHONE = 4;

/** The banner picks first, then the newest articles, each once. */
export function headlinesOf(banner: NewsItem[], latest: NewsItem[]): NewsItem[] {
  const seen = new Set<number>();
  return [...banner, ...latest].filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

function Row({ item, index }: { item: NewsItem; index: number }) {
  return (
    <li className={index >= LISTED_ON_PHONE ? 'hidden lg:block' : ''}>
      <SiteLink
        href={articleHref(item.id)}
        data-testid="home-headline"
        className="group flex gap-3 rounded-lg bg-white p-2.5 shadow-sm lg:h-full"
      >
        <NewsCover src={item.cover} lazy className="aspect-video w-[112px] shrink-0 rounded" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-sm font-bold leading-snug text-neutral-900 group-hover:text-brand-600">
            {item.title}
          </span>
          <span className="mt-auto flex items-center gap-2 pt-1 text-xs text-neutral-400">
            <span className="text-brand-600">{item.columnName}</span>
            <time dateTime={item.publishedAt}>{formatShort(item.publishedAt)}</time>
          </span>
        </span>
      </SiteLink>
    </li>
  );
}

export function HomeHeadlines() {
  const banner = useCall(newsBannerQuery(false), []);
  const latest = useCall(latestNewsQuery(LISTED + 1), null);
  // Nothing to lead with yet (no articles, or the calls failed): the home page goes on without the block.
  const items = banner === null || latest === null ? null : headlinesOf(banner, latest.list);
  if (items !== null && items.length === 0) return null;
  const [lead, ...rest] = items ?? [];
  return (
    <section data-testid="home-headlines" aria-label="头条">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          头条
        </h2>
        <SiteLink
          href="/news"
          data-testid="home-headlines-more"
          className="flex h-8 items-center text-sm text-neutral-500 hover:text-brand-600"
        >
          更多 ›
        </SiteLink>
      </div>
      {items === null ? (
        <div className="h-[320px] animate-pulse rounded-lg bg-neutral-200 lg:h-[280px]" />
      ) : (
        <div className="grid gap-3 lg:grid-cols-[400px_minmax(0,1fr)] lg:gap-4">
          {lead && (
            <SiteLink
              href={articleHref(lead.id)}
              data-testid="home-headline-lead"
              className="group overflow-hidden rounded-lg bg-white shadow-sm"
            >
              <NewsCover src={lead.cover} alt={lead.title} lazy className="aspect-video w-full" />
              <span className="block px-3 py-2.5 lg:px-4">
                <span className="line-clamp-2 text-base font-bold leading-snug text-neutral-900 group-hover:text-brand-600 lg:line-clamp-1">
                  {lead.title}
                </span>
                <span className="mt-1 hidden text-sm text-neutral-500 lg:line-clamp-1">
                  {lead.summary}
                </span>
              </span>
            </SiteLink>
          )}
          <ul className="grid content-start gap-3 lg:grid-cols-2 lg:grid-rows-3 lg:gap-4">
            {rest.slice(0, LISTED).map((item, i) => (
              <Row key={item.id} item={item} index={i} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
