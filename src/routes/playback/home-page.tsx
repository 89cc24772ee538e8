// /playback, /playback/1 (football), /playback/2 (basketball): the day's match highlights (集锦) and the
// anchors' replays (回放), pinned and hot first, a day strip of the past week, 加载更多 on each.
import { useState } from 'react';
import type { HighlightPackage, ReplayCard } from '../../../contract/calls/playback';
import { chinaDay } from '../../../contract/format/china-day';
import { SiteLink } from '../../components/site-link';
import { DayStrip } from '../../features/playback/day-strip';
import { HighlightCard } from '../../features/playback/highlight-card';
import { ListSection, PagedGrid } from '../../features/playback/list-parts';
import {
  highlightListQuery,
  matchTypeOf,
  type PlaybackSport,
  replayListQuery,
} from '../../features/playback/queries';
import { ReplayCardView } from '../../features/playback/replay-card';
import { SpoilerSwitch } from '../../features/playback/spoiler-switch';
import { usePaged } from '../../features/playback/use-paged';

const tabs: { sport: PlaybackSport; label: string; href: string }[] = [
  { sport: undefined, label: '全部', href: '/playback' },
  { sport: '1', label: '足球', href: '/playback/1' },
  { sport: '2', label: '篮球', href: '/playback/2' },
];

const HIGHLIGHT_PAGE = 8;
const REPLAY_PAGE = 12;
const highlightId = (p: HighlightPackage) => p.id;
const replayId = (r: ReplayCard) => r.id;

export function PlaybackHomePage({ sport }: { sport?: PlaybackSport }) {
  const today = chinaDay();
  const [day, setDay] = useState(today);
  const matchType = matchTypeOf(sport);
  const filter = { ...(matchType ? { matchType } : {}), date: day };
  const key = `${sport ?? 'all'}|${day}`;
  const highlights = usePaged(
    key,
    (page) => highlightListQuery({ ...filter, page, pageSize: HIGHLIGHT_PAGE }),
    highlightId,
  );
  const replays = usePaged(
    key,
    (page) => replayListQuery({ ...filter, page, pageSize: REPLAY_PAGE }),
    replayId,
  );
  const dayName = day === today ? '今天' : day.slice(5);
  return (
    <div
      data-testid="playback-home"
      data-sport={sport ?? 'all'}
      className="flex flex-col gap-4 lg:gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="回放分类" className="flex gap-2">
          {tabs.map((tab) => {
            const active = tab.sport === sport;
            return (
              <SiteLink
                key={tab.label}
                href={tab.href}
                data-testid="playback-tab"
                aria-current={active ? 'page' : undefined}
                className={`shrink-0 rounded-full px-5 py-2 text-sm transition lg:py-1.5 ${
                  active
                    ? 'bg-brand-500 text-white'
                    : 'bg-white text-neutral-600 hover:text-brand-600'
                }`}
              >
                {tab.label}
              </SiteLink>
            );
          })}
        </nav>
        <SpoilerSwitch />
      </div>
      <DayStrip today={today} day={day} onPick={setDay} />
      <ListSection
        title="比赛集锦"
        testId="highlight-section"
        aside={highlights.total > 0 ? `共 ${highlights.total} 场` : undefined}
      >
        <PagedGrid
          paged={highlights}
          testId="highlight-grid"
          empty={`${dayName}还没有比赛集锦`}
          render={(p) => <HighlightCard key={p.id} pack={p} />}
        />
      </ListSection>
      <ListSection
        title="主播回放"
        testId="replay-section"
        aside={replays.total > 0 ? `共 ${replays.total} 场` : undefined}
      >
        <PagedGrid
          paged={replays}
          testId="replay-grid"
          empty={`${dayName}还没有直播回放`}
          render={(r) => <ReplayCardView key={r.id} card={r} />}
        />
      </ListSection>
    </div>
  );
}
