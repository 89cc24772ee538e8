// The issue switcher of a lottery view: a select of the issues around, 上一期 / 下一期 (kept in ?issue=), the
// sales close time and 在售 with its countdown on the server clock, turning 已截止 by itself.
import { formatShort } from '../../../contract/format/dates';
import type { IssueMeta } from '../../../streams/lottery-issue';
import { useServerClock } from '../clock/use-server-clock';
import { salesCountdownText } from './lottery-rows';

/** An issue as the picker names it: 2026-11-22 stays, 261101 and 26178 get 第…期. */
export const issueLabel = (issueNo: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(issueNo) ? issueNo : `第${issueNo}期`;

function SalesState({ closeAt }: { closeAt: number }) {
  const clock = useServerClock();
  const now = clock.status === 'syncing' ? Date.now() : clock.now;
  const left = Math.ceil((closeAt - now) / 1000);
  return left > 0 ? (
    <span data-testid="sales-state" data-on-sale="true" className="flex items-center gap-2">
      <span className="rounded bg-emerald-500 px-1.5 py-0.5 text-xs text-white">在售</span>
      <span className="text-xs text-neutral-500">
        距截止 <span className="font-mono text-neutral-800">{salesCountdownText(left)}</span>
      </span>
    </span>
  ) : (
    <span data-testid="sales-state" data-on-sale="false">
      <span className="rounded bg-neutral-400 px-1.5 py-0.5 text-xs text-white">已截止</span>
    </span>
  );
}

export function IssueBar({ issue, onIssue }: { issue: IssueMeta; onIssue(issueNo: string): void }) {
  const step =
    'rounded border border-neutral-200 px-2.5 py-1 text-xs text-neutral-700 hover:border-brand-400 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-neutral-200 disabled:hover:text-neutral-700';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-100 px-3 py-2.5">
      <div className="flex items-center gap-2">
        <button
          type="button"
          data-testid="issue-previous"
          className={step}
          disabled={issue.previous === null}
          onClick={() => issue.previous && onIssue(issue.previous)}
        >
          上一期
        </button>
        <select
          data-testid="issue-select"
          aria-label="期号"
          value={issue.issueNo}
          onChange={(e) => onIssue(e.target.value)}
          className="rounded border border-neutral-200 bg-white px-2 py-1 text-sm text-neutral-800"
        >
          {issue.issues.map((i) => (
            <option key={i.issueNo} value={i.issueNo}>
              {issueLabel(i.issueNo)}
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="issue-next"
          className={step}
          disabled={issue.next === null}
          onClick={() => issue.next && onIssue(issue.next)}
        >
          下一期
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
        <span>
          销售截止
          <span data-testid="sales-close" className="ml-1.5 font-mono text-neutral-900">
            {formatShort(issue.salesCloseAt)}
          </span>
        </span>
        <SalesState closeAt={issue.salesCloseAt} />
      </div>
    </div>
  );
}
