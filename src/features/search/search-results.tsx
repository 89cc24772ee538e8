// The results of /search: 全部 (a few of each kind with 查看全部) or one tab's list with 加载更多.
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PREVIEW, type SearchKind, searchTypeLabels } from '../../../contract/calls/search';
import { SiteLink } from '../../components/site-link';
import { useCall } from '../../lib/use-call';
import { LoadingRows } from '../schedule/list-states';
import { HitRow } from './hit-row';
import { SearchEmpty } from './search-empty';
import { searchOverviewQuery, searchTabQuery } from './search-queries';
import { searchHref } from './search-tabs';

function Failed({ msg, retry }: { msg: string; retry(): void }) {
  return (
    <div
      data-testid="search-error"
      className="rounded-lg bg-white py-12 text-center text-sm shadow-sm"
    >
      <p className="text-neutral-500">{msg}</p>
      <button
        type="button"
        onClick={retry}
        className="mt-3 h-11 rounded-full bg-brand-600 px-6 text-white hover:bg-brand-700"
      >
        重试
      </button>
    </div>
  );
}

export function SearchOverview({ query }: { query: string }) {
  const answer = useCall(searchOverviewQuery(query), null);
  if (answer === null) return <LoadingRows rows={6} testId="search-loading" />;
  const groups = answer.groups.filter((g) => g.total > 0);
  if (groups.length === 0) return <SearchEmpty query={query} />;
  return (
    <div className="grid gap-3">
      {groups.map((g) => (
        <section
          key={g.type}
          data-testid="search-group"
          data-type={g.type}
          className="overflow-hidden rounded-lg bg-white shadow-sm"
        >
          <header className="flex items-center justify-between border-b border-neutral-100 px-3 py-2.5 lg:px-4">
            <h2 className="text-[15px] font-bold text-neutral-900">
              {searchTypeLabels[g.type]}
              <span className="ml-1.5 text-xs font-normal text-neutral-400">{g.total}</span>
            </h2>
            {g.total > SEARCH_PREVIEW && (
              <SiteLink
                href={searchHref(query, g.type)}
                data-testid="search-more-of"
                className="flex h-9 items-center text-xs text-neutral-500 hover:text-brand-600"
              >
                查看全部 {g.total} 个 ›
              </SiteLink>
            )}
          </header>
          <ul>
            {g.list.map((hit) => (
              <HitRow key={`${hit.kind}:${hit.id}`} hit={hit} terms={answer.terms} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SearchTabList({ query, type }: { query: string; type: SearchKind }) {
  const q = useInfiniteQuery(searchTabQuery(query, type));
  const pages = q.data?.pages ?? [];
  const failed = pages.find((p) => !p.success);
  const ok = pages.flatMap((p) => (p.success ? [p.data] : []));
  if (q.data === undefined) return <LoadingRows rows={6} testId="search-loading" />;
  if (failed && !failed.success && ok.length === 0)
    return <Failed msg={failed.msg} retry={() => void q.refetch()} />;
  const terms = ok[0]?.terms ?? [query];
  const seen = new Set<string>();
  const hits = ok
    .flatMap((d) => d.groups[0]?.list ?? [])
    // A later page can repeat a hit that moved up meanwhile (a room went live): it keeps its first place.
    .filter((h) => {
      const key = `${h.kind}:${h.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const total = ok[0]?.groups[0]?.total ?? 0;
  if (hits.length === 0) return <SearchEmpty query={query} />;
  return (
    <section
      data-testid="search-list"
      data-type={type}
      className="overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <p
        data-testid="search-total"
        className="border-b border-neutral-100 px-3 py-2 text-xs text-neutral-400 lg:px-4"
      >
        共 {total} 个{searchTypeLabels[type]}结果
      </p>
      <ul>
        {hits.map((hit) => (
          <HitRow key={`${hit.kind}:${hit.id}`} hit={hit} terms={terms} />
        ))}
      </ul>
      {(q.hasNextPage || failed) && (
        <button
          type="button"
          data-testid="search-load-more"
          disabled={q.isFetchingNextPage}
          onClick={() => void (failed ? q.refetch() : q.fetchNextPage())}
          className="flex h-12 w-full items-center justify-center border-t border-neutral-100 text-sm text-neutral-600 hover:text-brand-600 disabled:text-neutral-400"
        >
          {q.isFetchingNextPage ? '加载中…' : failed ? '加载失败，点击重试' : '加载更多'}
        </button>
      )}
    </section>
  );
}
