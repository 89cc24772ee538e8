// The match at the top of the odds detail and model pages: competition, kick-off, teams, score and state
// (the live minute ticking), linking to the match centre. It follows the match channel's state and score.
import type { MatchType } from '../../../contract/events';
import { formatShort } from '../../../contract/format';
import type { MatchItem } from '../../../contract/match';
import { serverNow } from '../../../streams/server-clock';
import { SiteLink } from '../../components/site-link';
import { LiveMinute } from '../scores/board/live-minute';
import { CompetitionBadge } from '../scores/board/row-parts';
import { matchClock } from '../scores/minute';
import { halfTimeText, rowPhase, stateLabels } from '../scores/row-labels';
import { StaleNotice } from './live-state';
import { centreHref } from './market-labels';

function State({ type, match }: { type: MatchType; match: MatchItem }) {
  const labels = stateLabels(type, match.state);
  if (rowPhase(type, match.state) !== 'live')
    return <span className="text-neutral-500">{labels.full}</span>;
  // Basketball's clock names its quarter (2nd 05:12); a running football minute needs its half beside
  // it, while a break (中场) is its own label.
  const minute = type === 'football' && matchClock(type, match, serverNow()).progress !== null;
  return (
    <>
      {minute && <span className="mr-1 text-neutral-500">{labels.full}</span>}
      <LiveMinute type={type} match={match} fallback={labels.short} />
    </>
  );
}

export function MatchCard({
  type,
  match,
  stale = false,
}: {
  type: MatchType;
  match: MatchItem;
  stale?: boolean;
}) {
  const phase = rowPhase(type, match.state);
  const played = phase === 'live' || phase === 'finished';
  const half = type === 'football' ? halfTimeText(match) : '';
  return (
    <section
      data-testid="odds-match"
      data-match-id={match.id}
      className="relative flex flex-wrap items-center gap-3 rounded-lg bg-white px-3 py-3 shadow-sm lg:flex-nowrap lg:gap-6 lg:px-6 lg:py-4"
    >
      <div className="flex w-full flex-col gap-1 text-xs text-neutral-500 lg:w-40">
        <span className="w-24">
          <CompetitionBadge name={match.competition} color={match.color} />
        </span>
        <span>{match.round}</span>
        <span className="font-mono">{formatShort(match.kickoffAt)} 开赛</span>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-center gap-3 lg:gap-6">
        <span
          data-testid="odds-match-home"
          className="min-w-0 flex-1 truncate text-right text-base font-bold text-neutral-900 lg:w-48 lg:flex-none lg:text-lg"
        >
          {match.home.name}
        </span>
        <span className="flex min-w-20 flex-col items-center whitespace-nowrap lg:min-w-28">
          <span
            data-testid="odds-match-score"
            className={`font-mono text-2xl font-bold ${phase === 'live' ? 'text-brand-600' : 'text-neutral-900'}`}
          >
            {played ? `${match.home.score} - ${match.away.score}` : 'VS'}
          </span>
          <span className="text-xs" data-testid="odds-match-state">
            <State type={type} match={match} />
            {half && <span className="ml-1 text-neutral-400">半场 {half}</span>}
          </span>
        </span>
        <span
          data-testid="odds-match-away"
          className="min-w-0 flex-1 truncate text-base font-bold text-neutral-900 lg:w-48 lg:flex-none lg:text-lg"
        >
          {match.away.name}
        </span>
      </div>
      <div className="flex w-full flex-col items-end gap-2 lg:w-40">
        {stale && <StaleNotice />}
        <SiteLink
          href={centreHref(type, match.id)}
          data-testid="odds-match-centre"
          className="rounded border border-brand-500 px-3 py-1 text-xs text-brand-500 hover:bg-brand-50"
        >
          比赛详情
        </SiteLink>
      </div>
    </section>
  );
}
