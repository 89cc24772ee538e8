// The match centre's header card: competition, round, kick-off and venue; both teams, the big score, the state
// and live clock (football minute from the server clock, basketball quarter and game clock), half-time or
// quarter scores and red cards — all following the match's pushes.

import type { MatchType } from '../../../contract/events';
import { formatShort } from '../../../contract/format/dates';
import type { CentreHeader, QuarterScore } from '../../../streams/match-centre';
import { Crest } from '../../components/crest';
import { SiteLink } from '../../components/site-link';
import { LiveMinute } from '../scores/board/live-minute';
import { CompetitionBadge, RedCards, scoreTone } from '../scores/board/row-parts';
import { recentFlash } from '../scores/flash';
import { gameClock } from '../scores/minute';
import { halfTimeText, rowPhase, stateLabels } from '../scores/row-labels';
import { clockRuns } from './labels';
import { QuarterTable } from './quarter-table';

/** A goal flash older than this (a later re-render) is not replayed. */
const flashKeyframes =
  '@keyframes centre-score-flash { 0% { background: #fcd34d } 100% { background: transparent } }';

function TeamBlock({ side, team }: { side: 'home' | 'away'; team: CentreHeader['home'] }) {
  const home = side === 'home';
  return (
    <div
      data-testid={`centre-${side}`}
      // A phone stacks crest over name; from lg up they sit side by side, mirrored for the home side.
      className={`flex min-w-0 flex-1 flex-col items-center gap-2 text-center lg:gap-4 ${home ? 'lg:flex-row-reverse lg:text-right' : 'lg:flex-row lg:text-left'}`}
    >
      <Crest kind="team" id={team.id} name={team.fullName} size={64} />
      <div className="min-w-0">
        <div
          className={`flex items-center justify-center gap-2 ${home ? 'lg:justify-end' : 'lg:justify-start'}`}
        >
          {home && <RedCards count={team.red} />}
          <span
            data-testid={`centre-${side}-name`}
            className="truncate text-base font-bold text-neutral-900 lg:text-xl"
          >
            {team.name}
          </span>
          {!home && <RedCards count={team.red} />}
        </div>
        <div className="mt-1 truncate text-xs text-neutral-500">
          {team.fullName}
          {team.rank !== null && <span className="ml-1 text-neutral-400">[{team.rank}]</span>}
          <span className="ml-1 text-neutral-400">{home ? '主' : '客'}</span>
        </div>
      </div>
    </div>
  );
}

/** The clock under the score: the running football minute, or the quarter and game clock. */
function ClockLine({ type, match }: { type: MatchType; match: CentreHeader }) {
  const label = <span data-testid="centre-state">{stateLabels(type, match.state).full}</span>;
  // Half-time, quarter breaks, penalties: the state says it all, no clock beside it.
  if (!clockRuns(type, match.state)) return label;
  if (type === 'football')
    return (
      <span className="flex items-center gap-2">
        {label}
        <span data-testid="centre-minute">
          <LiveMinute type={type} match={match} fallback="" />
        </span>
      </span>
    );
  return (
    <span className="flex items-center gap-2">
      {label}
      {match.clockSeconds !== null && (
        <span data-testid="centre-minute" className="font-mono font-semibold text-brand-600">
          {gameClock(match.clockSeconds)}
        </span>
      )}
    </span>
  );
}

function ScoreBlock({ type, match }: { type: MatchType; match: CentreHeader }) {
  const phase = rowPhase(type, match.state);
  const played = phase !== 'notStarted';
  const flash = recentFlash(match.flash);
  const tone = scoreTone(phase);
  const half = type === 'football' ? halfTimeText(match) : '';
  return (
    <div className="flex w-32 shrink-0 flex-col items-center gap-1.5 lg:w-80">
      <div
        key={flash?.at ?? 0}
        data-testid="centre-score"
        data-phase={phase}
        className={`rounded px-3 font-mono text-3xl font-bold whitespace-nowrap lg:text-5xl ${tone} ${
          flash?.kind === 'goal' ? 'animate-[centre-score-flash_2s_ease-out]' : ''
        }`}
      >
        {played ? `${match.home.score} - ${match.away.score}` : 'VS'}
      </div>
      <div className="text-sm text-neutral-600">
        <ClockLine type={type} match={match} />
      </div>
      {half && (
        <div data-testid="centre-half" className="text-xs text-neutral-500">
          半场 {half}
        </div>
      )}
      {match.home.penalties !== null && match.away.penalties !== null && (
        <div className="text-xs text-neutral-500">
          点球 {match.home.penalties}-{match.away.penalties}
        </div>
      )}
      {!played && (
        <div className="text-xs text-neutral-500">开赛时间 {formatShort(match.kickoffAt)}</div>
      )}
    </div>
  );
}

export function CentreHeaderCard({
  type,
  match,
  periods,
  stale,
}: {
  type: MatchType;
  match: CentreHeader;
  /** Basketball's quarter scores (football has none). */
  periods: readonly QuarterScore[] | null;
  stale: boolean;
}) {
  return (
    <header data-testid="centre-header" className="rounded-lg bg-white shadow-sm">
      <style>{flashKeyframes}</style>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-neutral-100 px-3 py-2.5 text-xs text-neutral-500 lg:px-5">
        <SiteLink href={`/${type}`} className="w-20" title={`${match.competitionName}（返回比分）`}>
          <CompetitionBadge name={match.competition} color={match.color} />
        </SiteLink>
        <span>{match.competitionName}</span>
        <span>{match.seasonName}</span>
        {match.round && <span>{match.round}</span>}
        <span data-testid="centre-kickoff">{formatShort(match.kickoffAt)}</span>
        {match.venue && <span>场地：{match.venue}</span>}
        {stale && (
          <span
            data-testid="centre-stale"
            className="ml-auto rounded bg-amber-100 px-2 py-0.5 text-amber-700"
            title="与服务器的连接中断，恢复后会自动更新"
          >
            连接中断 · 数据可能延迟
          </span>
        )}
      </div>
      <div className="flex items-center gap-2 px-3 py-4 lg:gap-6 lg:px-10 lg:py-6">
        <TeamBlock side="home" team={match.home} />
        <ScoreBlock type={type} match={match} />
        <TeamBlock side="away" team={match.away} />
      </div>
      {periods && rowPhase(type, match.state) !== 'notStarted' && (
        <div className="flex justify-center border-t border-neutral-100 px-5 py-3">
          <QuarterTable match={match} periods={periods} compact />
        </div>
      )}
    </header>
  );
}
