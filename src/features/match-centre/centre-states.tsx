// What the match centre shows instead of a match: loading, a failed load being retried, and a match the
// server does not have (a clear message with the way back to the board, never a crash).
import { errors } from '../../../contract/errors';
import type { MatchType } from '../../../contract/events';
import { SiteLink } from '../../components/site-link';

const sportName = { football: '足球', basketball: '篮球' } as const;

export function CentreLoading() {
  return (
    <div data-testid="centre-loading" className="flex flex-col gap-4">
      <div className="h-44 animate-pulse rounded-lg bg-white shadow-sm" />
      <div className="h-11 animate-pulse rounded-lg bg-white shadow-sm" />
      <div className="h-72 animate-pulse rounded-lg bg-white shadow-sm" />
    </div>
  );
}

function Notice({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <div
      data-testid={testId}
      className="flex h-72 flex-col items-center justify-center gap-3 rounded-lg bg-white text-sm text-neutral-600 shadow-sm"
    >
      {children}
    </div>
  );
}

export function CentreFailed({ msg }: { msg: string }) {
  return (
    <Notice testId="centre-failed">
      <span>比赛数据加载失败：{msg || '网络异常'}</span>
      <span className="text-xs text-neutral-400">正在自动重试…</span>
    </Notice>
  );
}

export function CentreNotFound({ type, code }: { type: MatchType; code: number }) {
  const wrongSport = code === errors.matchTypeMismatch.code;
  return (
    <Notice testId="centre-not-found">
      <span className="text-lg font-semibold text-neutral-900">
        {wrongSport ? `这场比赛不是${sportName[type]}比赛` : '比赛不存在'}
      </span>
      <span className="text-neutral-500">
        {wrongSport ? '请从比分页重新进入这场比赛' : '这场比赛可能已被取消或链接有误'}
      </span>
      <SiteLink
        href={`/${type}`}
        data-testid="centre-back"
        className="mt-2 rounded bg-brand-500 px-4 py-1.5 text-white hover:bg-brand-600"
      >
        返回{sportName[type]}比分
      </SiteLink>
    </Notice>
  );
}
