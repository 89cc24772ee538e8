// The record table the wallet's lists share: optional trade type and date filters, the rows, and pagination.
import type { ReactNode } from 'react';
import { tradeTypeLabel } from '../../../contract/enums/trade-types';
import { pageList, type RecordFilter } from './wallet-rules';

export interface Column<T> {
  label: string;
  align?: 'left' | 'right' | 'center';
  width?: string;
  cell: (row: T) => ReactNode;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

const inputClass =
  'h-8 rounded border border-neutral-200 bg-white px-2 text-[13px] text-neutral-700 outline-none focus:border-brand-400';

export function RecordFilters({
  filter,
  onChange,
  tradeTypes,
  actions,
  testId,
}: {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  /** The types the list offers; none: no type filter. */
  tradeTypes?: readonly number[];
  /** At the right end (导出 CSV). */
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <div
      data-testid={`${testId}-filters`}
      className="mb-4 flex flex-wrap items-center gap-3 text-[13px] text-neutral-600"
    >
      {tradeTypes && (
        <label className="flex items-center gap-2">
          交易类型
          <select
            data-testid={`${testId}-type`}
            value={filter.tradeType}
            onChange={(e) => onChange({ ...filter, tradeType: e.target.value })}
            className={`${inputClass} min-w-28 cursor-pointer`}
          >
            <option value="">全部</option>
            {tradeTypes.map((t) => (
              <option key={t} value={String(t)}>
                {tradeTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex items-center gap-2">
        日期
        <input
          type="date"
          data-testid={`${testId}-from`}
          value={filter.dateFrom}
          onChange={(e) => onChange({ ...filter, dateFrom: e.target.value })}
          className={inputClass}
        />
      </label>
      <span className="text-neutral-400">至</span>
      <input
        type="date"
        aria-label="结束日期"
        data-testid={`${testId}-to`}
        value={filter.dateTo}
        onChange={(e) => onChange({ ...filter, dateTo: e.target.value })}
        className={inputClass}
      />
      {(filter.tradeType || filter.dateFrom || filter.dateTo) && (
        <button
          type="button"
          onClick={() => onChange({ tradeType: '', dateFrom: '', dateTo: '' })}
          className="text-brand-600 hover:underline"
        >
          清除筛选
        </button>
      )}
      {actions && <div className="ml-auto">{actions}</div>}
    </div>
  );
}

export function RecordTable<T extends { id: number }>({
  columns,
  rows,
  error,
  empty,
  testId,
}: {
  columns: Column<T>[];
  /** null while the first page loads. */
  rows: T[] | null;
  error: string | null;
  empty: string;
  testId: string;
}) {
  return (
    // A phone scrolls the table inside its own box, never the page.
    <div className="overflow-x-auto">
      <table
        data-testid={testId}
        className="w-full min-w-[600px] table-fixed border-collapse text-[13px] lg:min-w-0"
      >
        <thead>
          <tr className="bg-neutral-50 text-neutral-500">
            {columns.map((c) => (
              <th
                key={c.label}
                style={c.width ? { width: c.width } : undefined}
                className={`px-4 py-2.5 font-medium ${alignClass[c.align ?? 'left']}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === null || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-14 text-center text-neutral-400">
                {error ?? (rows === null ? '加载中…' : empty)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-testid={`${testId}-row`}
                className="border-b border-neutral-100 hover:bg-neutral-50/60"
              >
                {columns.map((c) => (
                  <td
                    key={c.label}
                    className={`truncate px-4 py-3 text-neutral-700 ${alignClass[c.align ?? 'left']}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Pagination({
  pageNum,
  pageSize,
  total,
  onPage,
  testId,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button = 'min-w-8 h-8 rounded px-2 text-[13px] transition';
  return (
    <nav
      aria-label="分页"
      data-testid={`${testId}-pages`}
      className="mt-4 flex items-center justify-end gap-1 text-neutral-600"
    >
      <span className="mr-3 text-[13px] text-neutral-400">共 {total} 条</span>
      <button
        type="button"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
        className={`${button} hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300`}
      >
        上一页
      </button>
      {pageList(pageNum, pages).map((p, i) =>
        p === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two ellipses differ only by place
          <span key={`gap-${i}`} className="px-1 text-neutral-400">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === pageNum ? 'page' : undefined}
            data-testid={`${testId}-page-${p}`}
            onClick={() => onPage(p)}
            className={`${button} ${p === pageNum ? 'bg-brand-500 font-semibold text-white' : 'hover:bg-neutral-100'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={pageNum >= pages}
        onClick={() => onPage(pageNum + 1)}
        className={`${button} hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300`}
      >
        下一页
      </button>
    </nav>
  );
}
