// The home page's 热门比赛: live matches and those about to start, both sports, scores and minutes live; a
// sideways strip on a phone, a column beside the live rooms from lg up (as tall as they are, scrolling inside).
import { Link } from '@tanstack/react-router';
import { memo, useRef, useState } from 'react';
import { tvMatchList } from '../../../contract/calls/live-match';
import { chinaDay } from '../../../contract/format/china-day';
import { formatShort } from '../../../contract/format/dates';
import { type HotMatch, hotMatches$, sportBoard, stripOf } from '../../../streams/hot-matches';
import { serverNow } from '../../../streams/server-clock';
import type { Live } from '../../../streams/snapshot';
import { Crest } from '../../components/crest';
import { Icon } from '../../components/icons';
import { peekFirstView } from '../../lib/first-view';
import { useLive } from '../../lib/use-live';
import { LiveMinute } from '../scores/board/live-minute';
import { kickoffText } from '../scores/board/row-cells';
import { rowLabels } from '../scores/row-labels';

const LOADING: Live<HotMatch[]> = { status: 'loading' };

/** The strip from the page's first view (server/http/first-view.ts): drawn with the HTML, not a skeleton. */
function firstStrip(): Live<HotMatch[]> {
  const first = peekFirstView(tvMatchList);
  if (!first?.success) return LOADING;
  const list = first.data;
  const boards = {
    football: sportBoard(list, 'football'),
    basketball: sportBoard(list, 'basketball'),
  };
  return { status: 'ready', stale: false, value: stripOf(list, boards) };
}

/** Today's kick-offs as HH:mm, other days' as MM-DD HH:mm. */
const kickoffOf = (at: number) =>
  chinaDay(at) === chinaDay(serverNow()) ? kickoffText(at) : formatShort(at);

/**
 * Cards from this one on start off-screen on a phone (the strip shows two): their crests load as the strip scrolls to
 * them, not with the page. Drawn eager, ~60 crests were announced in the drawing's head and fetched before the home
 * banner, the page's largest paint.
 */
const FIRST_OFF_SCREEN = 2;

const HotMatchCard = memo(function HotMatchCard({
  match,
  offScreen,
}: {
  match: HotMatch;
  /** Off-screen on a phone's first paint. */
  offScreen: boolean;
}) {
  const labels = rowLabels(match.matchType, match);
  const played = labels.phase !== 'notStarted';
  const sides = [match.home, match.away];
  const card = (
    <>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex min-w-0 items-center gap-1">
          <Icon name={match.matchType} className="size-3.5 shrink-0 text-neutral-400" />
          <span className="truncate font-medium" style={{ color: match.color }}>
            {match.competition}
          </span>
        </span>
        <span data-testid="hot-match-state" className="shrink-0">
          {labels.phase === 'live' ? (
            <LiveMinute type={match.matchType} match={match} fallback={labels.state.short} />
          ) : played ? (
            <span className="text-neutral-500">{labels.state.short}</span>
          ) : (
            <span className="font-mono text-neutral-400">{kickoffOf(match.kickoffAt)}</span>
          )}
        </span>
      </div>
      <div className="mt-2 space-y-1.5">
        {sides.map((side, i) => (
          <div key={i === 0 ? 'home' : 'away'} className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              <Crest kind="team" id={side.id} name={side.name} size={18} lazy={offScreen} />
              <span className="truncate text-sm text-neutral-800">{side.name}</span>
            </span>
            <span
              data-testid={i === 0 ? 'hot-match-home-score' : 'hot-match-away-score'}
              className={`font-mono text-sm font-bold ${
                labels.phase === 'live' ? 'text-brand-600' : 'text-neutral-900'
              }`}
            >
              {played ? side.score : ''}
            </span>
          </div>
        ))}
      </div>
    </>
  );
  const className =
    'block w-[188px] shrink-0 snap-start rounded-lg bg-white px-3 py-2.5 shadow-sm ring-1 ring-transparent transition hover:ring-brand-200 lg:w-full';
  return match.matchType === 'football' ? (
    <Link
      to="/football/live/{-$id}"
      params={{ id: String(match.id) }}
      data-testid="hot-match"
      data-match-id={match.id}
      className={className}
    >
      {card}
    </Link>
  ) : (
    <Link
      to="/basketball/live/{-$id}"
      params={{ id: String(match.id) }}
      data-testid="hot-match"
      data-match-id={match.id}
      className={className}
    >
      {card}
    </Link>
  );
});

export function HotMatches() {
  const [first] = useState(firstStrip);
  const live = useLive(hotMatches$, first);
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * 600, behavior: 'smooth' });
  if (live.status === 'failed' || (live.status === 'ready' && live.value.length === 0)) return null;
  return (
    <section
      data-testid="hot-matches"
      className="relative flex w-full min-w-0 flex-col lg:h-0 lg:min-h-full"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          热门比赛
        </h2>
        <span className="flex items-center gap-3 text-sm">
          <Link to="/football" className="text-neutral-500 hover:text-brand-600">
            足球比分
          </Link>
          <Link to="/basketball" className="text-neutral-500 hover:text-brand-600">
            篮球比分
          </Link>
          <span className="flex gap-1 lg:hidden">
            {([-1, 1] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                aria-label={direction < 0 ? '向左' : '向右'}
                onClick={() => scroll(direction)}
                className="flex size-6 items-center justify-center rounded-full bg-white text-neutral-500 shadow-sm hover:text-brand-600"
              >
                {direction < 0 ? '‹' : '›'}
              </button>
            ))}
          </span>
        </span>
      </div>
      <div
        ref={strip}
        className="flex snap-x gap-3 overflow-x-auto pb-1 [scrollbar-width:none] lg:min-h-0 lg:flex-1 lg:snap-none lg:flex-col lg:gap-2 lg:overflow-x-visible lg:overflow-y-auto lg:[scrollbar-width:thin]"
      >
        {live.status === 'loading'
          ? Array.from({ length: 6 }, (_, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={i}
                className="h-[86px] w-[188px] shrink-0 animate-pulse rounded-lg bg-neutral-200 lg:w-full"
              />
            ))
          : live.value.map((match, i) => (
              <HotMatchCard
                key={`${match.matchType}-${match.id}`}
                match={match}
                offScreen={i >= FIRST_OFF_SCREEN}
              />
            ))}
      </div>
    </section>
  );
}
