// 热门 (阅读榜): the operators' recommendations, then the week's most read; the first with its picture, the
// rest ranked, the top three in the brand colour.
import { SiteLink } from '../../components/site-link';
import { useCall } from '../../lib/use-call';
import { NewsCover } from './news-cover';
import { hotNewsQuery } from './news-queries';
import { articleHref } from './news-row';

export function NewsHot({ className = '' }: { className?: string }) {
  const hot = useCall(hotNewsQuery(false), []);
  if (hot !== null && hot.length === 0) return null;
  const [first, ...rest] = hot ?? [];
  return (
    <section
      data-testid="news-hot"
      className={`overflow-hidden rounded-lg bg-white shadow-sm ${className}`}
    >
      <h2 className="flex items-center gap-2 px-4 pt-3.5 pb-2 text-base font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        热门文章
        <span className="text-xs font-normal text-neutral-400">阅读榜</span>
      </h2>
      {hot === null && <div className="mx-4 mb-4 h-48 animate-pulse rounded bg-neutral-100" />}
      {first && (
        <SiteLink
          href={articleHref(first.id)}
          className="group mx-4 block"
          data-testid="news-hot-item"
        >
          <span className="relative block overflow-hidden rounded">
            <NewsCover src={first.cover} lazy className="aspect-video w-full" />
            <span className="absolute top-0 right-0 rounded-bl bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              1
            </span>
          </span>
          <span className="mt-1.5 line-clamp-2 text-sm font-bold leading-snug text-neutral-900 group-hover:text-brand-600">
            {first.title}
          </span>
        </SiteLink>
      )}
      <ol className="px-4 pt-1 pb-2">
        {rest.map((item, i) => (
          <li key={item.id}>
            <SiteLink
              href={articleHref(item.id)}
              data-testid="news-hot-item"
              className="group flex items-start gap-2.5 py-2 text-sm leading-snug"
            >
              <span
                className={`mt-px flex size-5 shrink-0 items-center justify-center rounded text-xs font-bold ${
                  i < 2 ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-500'
                }`}
              >
                {i + 2}
              </span>
              <span className="line-clamp-2 min-w-0 text-neutral-700 group-hover:text-brand-600">
                {item.title}
              </span>
            </SiteLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
