// The match an article is about (its first tagged match): both teams with crests, the competition, the
// kick-off or the live score and minute — kept live from the match channel by the centre's stream — and a
// link to the match centre. The article names the match with its sport.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MatchType } from '../../../contract/events';
import { formatShort } from '../../../contract/format/dates';
import { type MatchCentre, matchCentre$ } from '../../../streams/match-centre';
import type { Live } from '../../../streams/snapshot';
import { Crest } from '../../components/crest';
import { useObservable } from '../../lib/use-observable';
import { LiveMinute } from '../scores/board/live-minute';
import { rowLabels } from '../scores/row-labels';

const LOADING: Live<MatchCentre> = { status: 'loading' };

function useTaggedMatch(type: MatchType, id: number) {
  const stream = useMemo(() => matchCentre$(type, id), [type, id]);
  const live = useObservable(stream, LOADING);
  return live.status === 'ready' && live.value.type !== 'missing' ? live.value : null;
}

export function ArticleMatch({ id, type: sport }: { id: number; type: MatchType }) {
  const centre = useTaggedMatch(sport, id);
  if (!centre) return null;
  const { match } = centre;
  const type = centre.type;
  const labels = rowLabels(type, match);
  const played = labels.phase !== 'notStarted';
  const live = labels.phase === 'live';
  const side = (s: typeof match.home, away: boolean) => (
    <div
      className={`flex min-w-0 flex-1 flex-col items-center gap-1.5 lg:flex-row lg:gap-3 ${
        away ? 'lg:flex-row-reverse' : ''
      }`}
    >
      <Crest kind="team" id={s.id} name={s.name} size={40} />
      <span className="max-w-full truncate text-sm font-medium text-neutral-900 lg:text-base">
        {s.name}
      </span>
    </div>
  );
  const body = (
    <>
      <div className="flex items-center justify-between text-xs text-neutral-500">
        <span className="truncate font-medium" style={{ color: match.color }}>
          {match.competitionName || match.competition}
          {match.round && <span className="ml-1.5 text-neutral-400">{match.round}</span>}
        </span>
        <span className="shrink-0 text-neutral-400">
          {type === 'football' ? '足球' : '篮球'} · 比赛中心 ›
        </span>
      </div>
      <div className="mt-3 flex items-center gap-2">
        {side(match.home, false)}
        <div className="flex w-28 shrink-0 flex-col items-center">
          {played ? (
            <span
              data-testid="article-match-score"
              className={`font-mono text-2xl font-black ${live ? 'text-brand-600' : 'text-neutral-900'}`}
            >
              {match.home.score} - {match.away.score}
            </span>
          ) : (
            <span className="font-mono text-sm font-semibold text-neutral-700">
              {formatShort(match.kickoffAt)}
            </span>
          )}
          <span data-testid="article-match-state" className="mt-0.5 text-xs">
            {live ? (
              <LiveMinute type={type} match={match} fallback={labels.state.short} />
            ) : (
              <span className="text-neutral-400">{played ? labels.state.short : '未开赛'}</span>
            )}
          </span>
        </div>
        {side(match.away, true)}
      </div>
    </>
  );
  const className =
    'mt-5 block rounded-lg border border-neutral-100 bg-neutral-50/70 px-4 py-3 transition hover:border-brand-200 hover:bg-white';
  return type === 'football' ? (
    <Link
      to="/football/live/{-$id}"
      params={{ id: String(match.id) }}
      data-testid="article-match"
      data-match-id={match.id}
      className={className}
    >
      {body}
    </Link>
  ) : (
    <Link
      to="/basketball/live/{-$id}"
      params={{ id: String(match.id) }}
      data-testid="article-match"
      data-match-id={match.id}
      className={className}
    >
      {body}
    </Link>
  );
}
