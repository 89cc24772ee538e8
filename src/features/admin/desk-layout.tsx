// The frame of a review queue: the dense list on the left (row = j/k position), the selected item's check on the
// right with its buttons and the reason box, the pager under the list. The columns and the detail are the desk's.
import type { ReactNode } from 'react';
import { ClaimMark, KeyLegend, Notice, Pager, ReasonBox, StateTabs } from './queue-parts';
import type { DeskItem, useReviewDesk } from './use-review-desk';
import { PAGE_SIZE } from './use-review-desk';

export interface Column<I> {
  head: string;
  cell: (item: I) => ReactNode;
  className?: string;
}

export function DeskLayout<I extends DeskItem>({
  desk,
  states,
  columns,
  detail,
  templates,
  approveLabel,
  rejectLabel,
  testId,
}: {
  desk: ReturnType<typeof useReviewDesk<I>>;
  states: [string, string][];
  columns: Column<I>[];
  detail: (item: I) => ReactNode;
  templates: readonly string[];
  approveLabel: string;
  rejectLabel: string;
  testId: string;
}) {
  const { item } = desk;
  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-3">
        <StateTabs value={desk.status} options={states} onChange={desk.setStatus} />
        <KeyLegend />
      </div>
      <Notice notice={desk.notice} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)]">
        <div className="space-y-2">
          <div className="overflow-x-auto rounded border border-slate-200 bg-white">
            <table className="w-full min-w-[36rem] text-left text-xs" data-testid="queue-table">
              <thead className="bg-slate-50 text-slate-500">
                <tr>
                  <th className="px-2 py-1.5 font-normal">#</th>
                  {columns.map((c) => (
                    <th key={c.head} className="px-2 py-1.5 font-normal">
                      {c.head}
                    </th>
                  ))}
                  <th className="px-2 py-1.5 font-normal">认领</th>
                </tr>
              </thead>
              <tbody>
                {desk.list.map((it, i) => (
                  <tr
                    key={it.id}
                    data-testid="queue-row"
                    data-id={it.id}
                    aria-selected={i === desk.index}
                    className={`cursor-pointer border-t border-slate-100 align-top ${i === desk.index ? 'bg-blue-50 outline outline-1 outline-blue-300' : 'hover:bg-slate-50'}`}
                    onClick={() => desk.select(i)}
                  >
                    <td className="whitespace-nowrap px-2 py-1.5 tabular-nums text-slate-400">
                      {it.id}
                    </td>
                    {columns.map((c) => (
                      <td key={c.head} className={`px-2 py-1.5 ${c.className ?? ''}`}>
                        {c.cell(it)}
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-2 py-1.5">
                      <ClaimMark claim={it.claim} />
                    </td>
                  </tr>
                ))}
                {desk.query.data !== undefined && desk.list.length === 0 && (
                  <tr>
                    <td
                      colSpan={columns.length + 2}
                      className="px-2 py-8 text-center text-slate-400"
                    >
                      没有记录
                    </td>
                  </tr>
                )}
                {desk.query.error && (
                  <tr>
                    <td colSpan={columns.length + 2} className="px-2 py-8 text-center text-red-600">
                      {desk.query.error.message}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={desk.page} total={desk.total} pageSize={PAGE_SIZE} onPage={desk.setPage} />
        </div>
        <aside
          className="space-y-3 rounded border border-slate-200 bg-white p-3 text-sm"
          data-testid="queue-detail"
        >
          {item ? (
            <>
              {detail(item)}
              {desk.open && (
                <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  <button
                    type="button"
                    className="rounded border border-slate-300 px-3 py-1.5 disabled:opacity-40"
                    disabled={desk.busy || item.claim?.mine === true}
                    onClick={() => void desk.claim()}
                  >
                    认领 <kbd className="text-[10px] text-slate-400">c</kbd>
                  </button>
                  <button
                    type="button"
                    className="rounded bg-emerald-600 px-3 py-1.5 text-white disabled:opacity-40"
                    disabled={desk.busy}
                    onClick={() => void desk.approve()}
                  >
                    {approveLabel} <kbd className="text-[10px] opacity-70">a</kbd>
                  </button>
                  <button
                    type="button"
                    className="rounded bg-red-600 px-3 py-1.5 text-white disabled:opacity-40"
                    disabled={desk.busy}
                    onClick={desk.openReason}
                  >
                    {rejectLabel} <kbd className="text-[10px] opacity-70">r</kbd>
                  </button>
                </div>
              )}
              {desk.reasonOpen && (
                <ReasonBox
                  templates={templates}
                  title={`${rejectLabel} #${item.id}`}
                  onConfirm={(r) => void desk.reject(r)}
                  onCancel={desk.closeReason}
                />
              )}
            </>
          ) : (
            <p className="py-6 text-center text-slate-400">队列已清空</p>
          )}
        </aside>
      </div>
    </div>
  );
}

/** One label: value line of the detail panel. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <span className="w-16 shrink-0 text-slate-400">{label}</span>
      <span className="min-w-0 break-all text-slate-700">{children}</span>
    </div>
  );
}
