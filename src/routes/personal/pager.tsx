// Page numbers under a list: previous, the numbers around the current page with gaps, next; pages are URL links.
import { Link } from '@tanstack/react-router';
import { type AttentionType, pagerItems, searchOf } from './space-search';

const cellClass = (active: boolean) =>
  `flex h-8 min-w-8 items-center justify-center rounded-md px-2.5 text-[13px] transition ${
    active
      ? 'bg-brand-500 font-semibold text-white'
      : 'border border-neutral-200 text-neutral-600 hover:border-brand-400 hover:text-brand-500'
  }`;

export function Pager({
  userId,
  type,
  page,
  pages,
}: {
  userId: number;
  type: AttentionType;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const link = (p: number, label: string, testId?: string) => (
    <Link
      to="/personal/{-$id}"
      params={{ id: String(userId) }}
      search={searchOf(1, type, p)}
      aria-current={p === page && label === String(p) ? 'page' : undefined}
      data-testid={testId}
      className={cellClass(p === page && label === String(p))}
    >
      {label}
    </Link>
  );
  const disabled = (label: string) => (
    <span className="flex h-8 items-center rounded-md border border-neutral-100 px-2.5 text-[13px] text-neutral-300">
      {label}
    </span>
  );
  return (
    <nav
      aria-label="分页"
      data-testid="space-pager"
      className="mt-8 flex items-center justify-center gap-1.5"
    >
      {page > 1 ? link(page - 1, '上一页', 'space-pager-prev') : disabled('上一页')}
      {pagerItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-neutral-400">
            …
          </span>
        ) : (
          <span key={item}>{link(item, String(item))}</span>
        ),
      )}
      {page < pages ? link(page + 1, '下一页', 'space-pager-next') : disabled('下一页')}
      <span className="ml-3 text-xs text-neutral-400">共 {pages} 页</span>
    </nav>
  );
}
