// Small pieces the 礼物、贵族与分成 desk's panels share: field styles, the save line with its reason, the notice.
import type { ReactNode } from 'react';

export const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
export const box = 'rounded border border-slate-200 bg-white p-3 text-sm';
export const small =
  'rounded border border-slate-300 px-2 py-0.5 text-xs hover:border-blue-500 hover:text-blue-600 disabled:opacity-40';

export type Notice = { tone: 'ok' | 'error'; text: string } | null;

export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`text-xs ${notice.tone === 'ok' ? 'text-emerald-600' : 'text-red-600'}`}
    >
      {notice.text}
    </p>
  );
}

/** The reason box and the save button every change needs (the reason goes to the audit log). */
export function SaveLine({
  reason,
  onReason,
  label,
  notice,
  children,
}: {
  reason: string;
  onReason: (v: string) => void;
  label: string;
  notice: Notice;
  children?: ReactNode;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {children}
      <input
        className={`${field} w-full sm:w-64`}
        placeholder="修改原因（必填，记入审计日志）"
        maxLength={200}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
        aria-label="修改原因"
      />
      <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
        {label}
      </button>
      <NoticeLine notice={notice} />
    </div>
  );
}

/** A gift's picture, or a plain disc when it has none (never a broken image). */
export function GiftPicture({ url, name }: { url: string; name: string }) {
  if (!url)
    return (
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-xs text-amber-700"
      >
        {name.slice(0, 1)}
      </span>
    );
  return <img src={url} alt="" className="size-8 shrink-0 object-contain" />;
}

/** A number typed in a field, or null when it is not one. */
export const numberOf = (text: string | undefined) => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};
