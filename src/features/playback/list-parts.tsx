// Pieces the playback lists share: a titled section, the grid, the quiet empty line and 加载更多.
import type { ReactNode } from 'react';
import type { Paged } from './use-paged';

export function ListSection({
  title,
  aside,
  testId,
  children,
}: {
  title: string;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {title}
        {aside && <span className="ml-auto text-xs font-normal text-neutral-500">{aside}</span>}
      </h2>
      {children}
    </section>
  );
}

export const gridClass = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 lg:gap-4';

export function PagedGrid<T>({
  paged,
  empty,
  testId,
  render,
}: {
  paged: Paged<T>;
  empty: string;
  testId: string;
  render(item: T): ReactNode;
}) {
  if (paged.items.length === 0) {
    if (!paged.ready && !paged.error)
      return (
        <div className={gridClass}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="aspect-[4/3] animate-pulse rounded-lg bg-white shadow-sm" />
          ))}
        </div>
      );
    return (
      <div
        data-testid={`${testId}-empty`}
        className="rounded-lg bg-white py-14 text-center text-sm text-neutral-400 shadow-sm"
      >
        {paged.error ?? empty}
        {paged.error && (
          <button type="button" onClick={paged.more} className="ml-2 text-sky-700">
            重试
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <div data-testid={testId} className={gridClass}>
        {paged.items.map(render)}
      </div>
      {(paged.items.length < paged.total || paged.error) && (
        <button
          type="button"
          data-testid={`${testId}-more`}
          disabled={paged.loading}
          onClick={paged.more}
          className="mx-auto block min-h-11 rounded-full border border-neutral-200 bg-white px-8 py-2 text-sm text-neutral-600 hover:text-brand-600 disabled:opacity-60 lg:min-h-0"
        >
          {paged.loading ? '加载中…' : paged.error ? '加载失败，点击重试' : '加载更多'}
        </button>
      )}
    </>
  );
}
