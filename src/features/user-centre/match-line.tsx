// One match in the centre's lists: competition and kick-off, the teams with the score once started, its
// state; the teams lead to the match centre, and an action (取消预约, 取消收藏) sits at the end.
import type { ReactNode } from 'react';
import type { TypedMatchItem } from '../../../contract/calls/match';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { matchCentreHref } from '../scores/open-match';
import { rowPhase, stateLabels } from '../scores/row-labels';

export function MatchLine({
  match,
  action,
  children,
}: {
  match: TypedMatchItem;
  action?: ReactNode;
  /** Under the teams: the anchors who will show it, say. */
  children?: ReactNode;
}) {
  const phase = rowPhase(match.matchType, match.state);
  const started = phase === 'live' || phase === 'finished';
  return (
    <li
      data-testid="match-line"
      data-match-id={match.id}
      className="rounded-lg border border-neutral-100 px-3 py-3 sm:px-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap">
        <p className="flex w-full items-center gap-2 text-xs text-neutral-500 sm:w-28 sm:flex-col sm:items-start sm:gap-0.5">
          <span className="truncate">{match.competition}</span>
          <span className="font-mono" data-testid="match-kickoff">
            {formatShort(match.kickoffAt)}
          </span>
        </p>
        <SiteLink
          href={matchCentreHref(match.matchType, match.id)}
          data-testid="match-teams"
          className="flex min-w-0 flex-1 items-center gap-2 hover:text-brand-600"
        >
          <span className="min-w-0 flex-1 truncate text-right text-[14px] font-medium">
            {match.home.name}
          </span>
          <span
            className={`w-14 shrink-0 text-center font-mono text-[15px] font-bold ${
              phase === 'live' ? 'text-brand-600' : 'text-neutral-700'
            }`}
          >
            {started ? `${match.home.score}-${match.away.score}` : 'VS'}
          </span>
          <span className="min-w-0 flex-1 truncate text-[14px] font-medium">{match.away.name}</span>
        </SiteLink>
        <span
          className={`w-14 shrink-0 text-center text-xs ${
            phase === 'live' ? 'font-semibold text-brand-600' : 'text-neutral-400'
          }`}
        >
          {stateLabels(match.matchType, match.state).full}
        </span>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children}
    </li>
  );
}

/** The small outline button at a row's end. */
export function RowAction({
  label,
  busy,
  onClick,
  testId,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={busy}
      onClick={onClick}
      className="h-8 rounded-full border border-neutral-200 px-3 text-[12px] text-neutral-500 transition hover:border-brand-300 hover:text-brand-600 disabled:cursor-wait disabled:opacity-60"
    >
      {label}
    </button>
  );
}
