// 今日比赛 beside the headlines: today's hot matches of both sports (and any still being played), scores and
// minutes live from the bus, each opening its match centre. A sideways strip on a phone, a column from lg up.
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { chinaDay } from '../../../contract/format/china-day';
import { type HotMatch, hotMatches$ } from '../../../streams/hot-matches';
import { serverNow } from '../../../streams/server-clock';
import type { Live } from '../../../streams/snapshot';
import { Crest } from '../../components/crest';
import { useObservable } from '../../lib/use-observable';
import { LiveMinute } from '../scores/board/live-minute';
import { kickoffText } from '../scores/board/row-cells';
import { rowLabels } from '../scores/row-labels';

const LOADING: Live<HotMatch[]> = { status: 'loading' };
/** A column beside the list, not a second list: the first few are enough, the rest is a click away. */
const SHOWN = 8;

/** Today's matches in Beijing time, and any match still being played whatever day it began. */
export function todayOf(matches: HotMatch[], now: number): HotMatch[] {
  const today = chinaDay(now);
  return matches.filter(
    (m) => chinaDay(m.kickoffAt) === today || rowLabels(m.matchType, m).phase === 'live',
  );
}

const TodayMatch = memo(function TodayMatch({ match }: { match: HotMatch }) {
  const labels = rowLabels(match.matchType, match);
  const played = labels.phase !== 'notStarted';
  const live = labels.phase === 'live';
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-xs">
        <span className="truncate" style={{ color: match.color }}>
          {match.competition}
        </span>
        <span data-testid="today-match-state" className="shrink-0">
          {live ? (
            <LiveMinute type={match.matchType} match={match} fallback={labels.state.short} />
          ) : played ? (
            <span className="text-neutral-500">{labels.state.short}</span>
          ) : (
            <span className="font-mono text-neutral-400">{kickoffText(match.kickoffAt)}</span>
          )}
        </span>
      </span>
      {[match.home, match.away].map((side, i) => (
        <span
          key={i === 0 ? 'home' : 'away'}
          className="mt-1 flex items-center justify-between gap-2"
        >
          <span className="flex min-w-0 items-center gap-1.5">
            <Crest kind="team" id={side.id} name={side.name} size={16} lazy />
            <span className="truncate text-[13px] text-neutral-800">{side.name}</span>
          </span>
          <span
            data-testid={i === 0 ? 'today-match-home-score' : 'today-match-away-score'}
            className={`font-mono text-[13px] font-bold ${live ? 'text-brand-600' : 'text-neutral-900'}`}
          >
            {played ? side.score : ''}
          </span>
        </span>
      ))}
    </>
  );
  const className =
    'block w-[164px] shrink-0 snap-start rounded-lg bg-white px-3 py-2 shadow-sm lg:w-full lg:rounded-none lg:px-4 lg:shadow-none lg:hover:bg-neutral-50';
  const props = {
    'data-testid': 'today-match',
    'data-match-id': match.id,
    params: { id: String(match.id) },
    className,
  };
  return match.matchType === 'football' ? (
    <Link to="/football/live/{-$id}" {...props}>
      {body}
    </Link>
  ) : (
    <Link to="/basketball/live/{-$id}" {...props}>
      {body}
    </Link>
  );
});

export function TodayMatches({ className = '' }: { className?: string }) {
  const live = useObservable(hotMatches$, LOADING);
  const shown = live.status === 'ready' ? todayOf(live.value, serverNow()).slice(0, SHOWN) : [];
  if (live.status === 'failed') return null;
  return (
    <section
      data-testid="today-matches"
      className={`min-w-0 lg:overflow-hidden lg:rounded-lg lg:bg-white lg:shadow-sm ${className}`}
    >
      <h2 className="mb-2 flex items-center justify-between lg:mb-0 lg:px-4 lg:pt-3.5 lg:pb-2">
        <span className="flex items-center gap-2 text-base font-bold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          今日比赛
        </span>
        <span className="flex gap-3 text-xs font-normal">
          <Link to="/football" className="text-neutral-500 hover:text-brand-600">
            足球
          </Link>
          <Link to="/basketball" className="text-neutral-500 hover:text-brand-600">
            篮球
          </Link>
        </span>
      </h2>
      <div className="flex snap-x gap-2 overflow-x-auto pb-1 [scrollbar-width:none] lg:flex-col lg:gap-0 lg:divide-y lg:divide-neutral-100 lg:overflow-visible lg:pb-1">
        {live.status === 'loading' &&
          Array.from({ length: 4 }, (_, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={i}
              className="h-[68px] w-[164px] shrink-0 animate-pulse rounded-lg bg-neutral-200 lg:mx-4 lg:my-1 lg:w-auto lg:bg-neutral-100"
            />
          ))}
        {live.status === 'ready' && shown.length === 0 && (
          <p className="w-full py-6 text-center text-sm text-neutral-400">今日暂无热门比赛</p>
        )}
        {shown.map((match) => (
          <TodayMatch key={`${match.matchType}-${match.id}`} match={match} />
        ))}
      </div>
    </section>
  );
}
