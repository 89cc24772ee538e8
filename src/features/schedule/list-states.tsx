// The placeholders of the schedule, lottery and followed lists, in the score board's look: a title bar,
// loading rows, an empty or failed list.
import type { ReactNode } from 'react';

/** The page title as the score board prints it: a brand bar, the title and a grey hint. */
export function PageTitle({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <h1 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {title}
        {hint && <span className="text-xs font-normal text-neutral-400">{hint}</span>}
      </h1>
      {children}
    </div>
  );
}

export function ListMessage({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="flex h-48 flex-col items-center justify-center gap-2 bg-white text-sm text-neutral-500"
    >
      {children}
    </div>
  );
}

export function LoadingRows({
  rows = 8,
  testId = 'list-loading',
}: {
  rows?: number;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="bg-white">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex h-10 items-center gap-3 border-b border-neutral-100 px-3">
          <span className="h-4 w-16 animate-pulse rounded bg-neutral-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}

/** The stale mark of a live list whose connection dropped (pushes may be missing). */
export function StaleMark() {
  return (
    <span
      data-testid="list-stale"
      className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-700"
      title="与服务器的连接中断，比分可能不是最新，恢复后会自动更新"
    >
      连接中断 · 比分可能延迟
    </span>
  );
}

/** The row flash keyframes the score rows' animate-[score-row-flash…] class needs on pages without the board. */
export const RowFlashStyle = () => (
  <style>{'@keyframes score-row-flash { 0% { opacity: 0.75 } 100% { opacity: 0 } }'}</style>
);
