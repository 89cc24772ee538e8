// Small parts the review queues share: the key legend, the state tabs, the claim mark, the pager and the
// reason box (templates or a typed reason).
import { useEffect, useRef, useState } from 'react';
import type { ReviewClaim } from '../../../contract/calls/admin-review';
import { queueKeyLegend } from './queue-keys';

export function KeyLegend() {
  return (
    <div
      className="flex flex-wrap gap-x-3 gap-y-1 text-[11px] text-slate-500"
      data-testid="key-legend"
    >
      {queueKeyLegend.map(([key, what]) => (
        <span key={key}>
          <kbd className="rounded border border-slate-300 bg-white px-1 font-mono text-slate-700">
            {key}
          </kbd>{' '}
          {what}
        </span>
      ))}
    </div>
  );
}

export function StateTabs<S extends string>({
  value,
  options,
  onChange,
}: {
  value: S;
  options: [S, string][];
  onChange: (s: S) => void;
}) {
  return (
    <div
      className="flex w-fit overflow-hidden rounded border border-slate-300 text-sm"
      role="tablist"
    >
      {options.map(([s, label]) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === value}
          className={`px-3 py-1 ${s === value ? 'bg-blue-600 text-white' : 'bg-white text-slate-600 hover:bg-slate-50'}`}
          onClick={() => onChange(s)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function ClaimMark({ claim }: { claim: ReviewClaim | null }) {
  if (!claim) return <span className="text-slate-300">未认领</span>;
  return (
    <span className={claim.mine ? 'text-emerald-600' : 'text-amber-600'} data-testid="claim-mark">
      {claim.mine ? '我已认领' : `${claim.username} 处理中`}
    </span>
  );
}

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
      <span>共 {total} 条</span>
      <button
        type="button"
        className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </button>
      <span className="tabular-nums">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </button>
    </div>
  );
}

/** The refusal's reason: a template chip or typed text; Enter confirms, Esc cancels. */
export function ReasonBox({
  templates,
  title,
  onConfirm,
  onCancel,
}: {
  templates: readonly string[];
  title: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  const ok = reason.trim().length > 0;
  return (
    <div
      className="space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm"
      data-testid="reason-box"
    >
      <div className="font-medium text-red-700">{title}</div>
      <div className="flex flex-wrap gap-1.5">
        {templates.map((t) => (
          <button
            key={t}
            type="button"
            className={`rounded-full border px-2 py-0.5 text-xs ${reason === t ? 'border-red-500 bg-red-500 text-white' : 'border-red-300 bg-white text-red-700'}`}
            onClick={() => setReason(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <textarea
        ref={input}
        className="h-16 w-full rounded border border-slate-300 bg-white p-2 text-sm outline-none focus:border-red-400"
        placeholder="选择模板或填写驳回原因（会告知用户）"
        maxLength={100}
        value={reason}
        aria-label="驳回原因"
        onChange={(e) => setReason(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Enter' && !e.shiftKey && ok) {
            e.preventDefault();
            onConfirm(reason.trim());
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className="rounded border border-slate-300 bg-white px-3 py-1"
          onClick={onCancel}
        >
          取消
        </button>
        <button
          type="button"
          disabled={!ok}
          className="rounded bg-red-600 px-3 py-1 text-white disabled:opacity-40"
          onClick={() => onConfirm(reason.trim())}
        >
          确认驳回
        </button>
      </div>
    </div>
  );
}

export function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  if (!notice) return null;
  return (
    <div
      role="status"
      className={`rounded border px-3 py-2 text-sm ${notice.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700'}`}
    >
      {notice.text}
    </div>
  );
}
