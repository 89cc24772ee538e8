// Breaking news (快讯) on every page with the site header: a bar under the header on a phone, a card at the top
// right on a desktop; it links to the article, closes with ×, and a closed item stays closed (localStorage).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { breakingNewsStream } from '../../../streams/breaking-news';
import { getLatestBreaking } from '../../api/news-breaking';
import { SiteLink } from '../../components/site-link';
import { useObservable } from '../../lib/use-observable';
import { DISMISSED_KEY, dismiss, dismissedIds } from './dismissed';

const breakingNews$ = breakingNewsStream(getLatestBreaking);

function Badge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-brand-500 px-1.5 py-0.5 text-xs font-bold text-white">
      <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      快讯
    </span>
  );
}

export function BreakingNews() {
  const item = useObservable(breakingNews$, null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [dismissed, setDismissed] = useState(dismissedIds);
  const [expired, setExpired] = useState<number | null>(null);

  // A close in another tab closes it here too.
  useEffect(() => {
    const follow = (e: StorageEvent) => e.key === DISMISSED_KEY && setDismissed(dismissedIds());
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => setExpired(item.at), Math.max(0, item.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [item]);

  if (!item || dismissed.includes(item.id) || expired === item.at) return null;
  const href = `/news/${item.id}`;
  // The reader is on the article already.
  if (pathname === href) return null;
  const close = () => setDismissed(dismiss(item.id));
  const closeButton = (className: string) => (
    <button
      type="button"
      aria-label="关闭快讯"
      data-testid="breaking-news-close"
      onClick={close}
      className={`flex shrink-0 items-center justify-center text-lg leading-none ${className}`}
    >
      ×
    </button>
  );
  return (
    <div role="status" aria-live="polite" data-testid="breaking-news" data-id={item.id}>
      <div
        data-testid="breaking-news-bar"
        className="flex items-center gap-2 border-b border-neutral-200 bg-white pl-3 text-neutral-900 shadow-md lg:hidden"
      >
        <Badge />
        <SiteLink
          href={href}
          onClick={close}
          className="min-w-0 flex-1 truncate py-2.5 text-sm font-medium"
        >
          {item.title}
        </SiteLink>
        {closeButton('size-11 text-neutral-400 hover:text-neutral-700')}
      </div>
      <div
        data-testid="breaking-news-card"
        className="fixed top-20 right-6 z-40 hidden w-[360px] rounded-xl bg-white p-4 pr-10 text-left shadow-2xl ring-1 ring-black/5 lg:block"
      >
        {closeButton(
          'absolute top-1.5 right-1.5 size-8 rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700',
        )}
        <div className="flex items-center gap-2 text-xs text-neutral-500">
          <Badge />
          <span>头条快讯</span>
        </div>
        <SiteLink
          href={href}
          onClick={close}
          className="mt-2 line-clamp-2 block font-bold leading-snug text-neutral-900 hover:text-brand-600"
        >
          {item.title}
        </SiteLink>
        {item.summary && (
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-neutral-600">
            {item.summary}
          </p>
        )}
        <SiteLink
          href={href}
          onClick={close}
          className="mt-3 inline-block text-sm font-medium text-brand-600 hover:text-brand-700"
        >
          查看详情 ›
        </SiteLink>
      </div>
    </div>
  );
}
