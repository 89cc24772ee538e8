// 上一页 / 第 n 页 / 下一页 under a centre list whose page lives in the component (not in the URL).
import type { ReactNode } from 'react';

const buttonClass =
  'h-8 rounded-md border border-neutral-200 px-3 text-[13px] text-neutral-600 transition enabled:hover:border-brand-400 enabled:hover:text-brand-500 disabled:cursor-not-allowed disabled:text-neutral-300';

export function CentrePager({
  page,
  total,
  pageSize,
  onPage,
  testId = 'centre-pager',
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="分页"
      data-testid={testId}
      className="mt-6 flex items-center justify-center gap-3"
    >
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </button>
      <span className="text-[13px] text-neutral-500">
        第 <b className="text-neutral-900">{page}</b> / {pages} 页
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </button>
    </nav>
  );
}

/** Tabs over a centre list: a sideways-scrolling row of pills on a phone, the same row on a desktop. */
export function CentreTabs<K extends string | number>({
  tabs,
  active,
  onChange,
  testId,
}: {
  tabs: readonly { key: K; label: string; count?: number }[];
  active: K;
  onChange: (key: K) => void;
  testId: string;
}) {
  return (
    <div role="tablist" data-testid={testId} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {tabs.map((tab) => {
        const on = tab.key === active;
        return (
          <button
            key={String(tab.key)}
            type="button"
            role="tab"
            aria-selected={on}
            data-testid={`${testId}-${tab.key}`}
            onClick={() => onChange(tab.key)}
            className={`h-8 shrink-0 whitespace-nowrap rounded-full px-4 text-[13px] transition ${
              on
                ? 'bg-brand-500 font-semibold text-white'
                : 'bg-neutral-100 text-neutral-600 hover:bg-brand-50 hover:text-brand-600'
            }`}
          >
            {tab.label}
            {tab.count !== undefined && <span className="ml-1 opacity-80">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** What an empty list says, and where to go next. */
export function EmptyNote({
  text,
  action,
  testId,
}: {
  text: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 py-14 text-center text-sm text-neutral-400"
    >
      <p>{text}</p>
      {action}
    </div>
  );
}
