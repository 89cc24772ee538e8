// What an odds view shows around its data: loading rows, a clear Chinese failure, and the stale notice.
import type { ReactNode } from 'react';
import { errors } from '../../../contract/errors';
import type { Live } from '../../../streams/snapshot';

export function Notice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div
      data-testid={testId}
      className="flex h-40 flex-col items-center justify-center gap-2 text-sm text-neutral-500"
    >
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div data-testid="odds-loading">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex h-9 items-center gap-3 border-b border-neutral-100 px-3">
          <span className="h-4 w-16 animate-pulse rounded bg-neutral-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}

/** The failure in the visitor's words: a missing match says so, anything else is retried. */
export function failureText(code: number, msg: string): string {
  if (code === errors.matchNotFound.code) return '比赛不存在，请检查链接中的比赛编号';
  if (code === errors.matchTypeMismatch.code) return '该比赛不属于此球类，请检查链接';
  return `加载失败：${msg || '网络异常'}`;
}

/** Retrying cannot bring back a match that does not exist. */
const isFinal = (code: number) =>
  code === errors.matchNotFound.code || code === errors.matchTypeMismatch.code;

export function StaleNotice() {
  return (
    <span
      data-testid="odds-stale"
      className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-700"
      title="与服务器的连接中断，赔率可能不是最新，恢复后会自动更新"
    >
      连接中断 · 赔率可能延迟
    </span>
  );
}

/** Renders `children` with the ready value; loading rows or the failure otherwise. */
export function LiveState<T>({
  live,
  children,
  whenMissing,
}: {
  live: Live<T>;
  children(value: T, stale: boolean): ReactNode;
  /** Shown under the message when the match does not exist (a way on, e.g. today's matches). */
  whenMissing?: ReactNode;
}) {
  if (live.status === 'loading') return <Loading />;
  if (live.status === 'failed')
    return (
      <Notice testId="odds-failed">
        <span>{failureText(live.code, live.msg)}</span>
        {isFinal(live.code) ? (
          whenMissing
        ) : (
          <span className="text-xs text-neutral-400">正在自动重试…</span>
        )}
      </Notice>
    );
  return children(live.value, live.stale);
}
