// /football/odds-detail/{oupei|yapan|daxiaoqiu|join|table}?matchId=&bookmakerId= (and basketball): the match,
// its view tabs, the bookmakers to switch between, and the chosen view, all live from the match channel.
import type { ReactNode } from 'react';
import type { MatchType } from '../../contract/events';
import type { OddsDetailView } from '../../contract/pages';
import type { MatchOdds } from '../../streams/odds';
import { SiteLink } from '../components/site-link';
import { type BookmakerChoice, BookmakerList } from '../features/odds/bookmaker-list';
import { HistoryView } from '../features/odds/history-view';
import { JoinView } from '../features/odds/join-view';
import { LiveState, Notice } from '../features/odds/live-state';
import { detailHref, marketName, marketOfView } from '../features/odds/market-labels';
import { MatchCard } from '../features/odds/match-card';
import { MatchPicker } from '../features/odds/match-picker';
import { TableView } from '../features/odds/table-view';
import { bookmakersOf } from '../features/odds/three-table';
import { useMatchOdds } from '../features/odds/use-odds';
import { ViewTabs } from '../features/odds/view-tabs';

const sportName = { football: '足球', basketball: '篮球' } as const;

interface DetailProps {
  type: MatchType;
  view: OddsDetailView;
  matchId: number;
  bookmakerId?: number;
}

/** The bookmakers of the left column, and the one shown: the asked one, else the first quoting the view. */
function choices(odds: MatchOdds, view: OddsDetailView, asked?: number) {
  const market = marketOfView(view);
  const all: BookmakerChoice[] = bookmakersOf(odds).map((b) => ({
    id: b.id,
    name: b.name,
    quotes: market ? b.lines[market] !== undefined : true,
  }));
  const selected =
    asked !== undefined ? all.find((b) => b.id === asked) : all.find((b) => b.quotes);
  return { all, selected };
}

/** What the right of the page shows for the chosen bookmaker, or why it cannot. */
function BookmakerBody({
  odds,
  view,
  asked,
  selected,
}: {
  odds: MatchOdds;
  view: OddsDetailView;
  asked?: number;
  selected: BookmakerChoice | undefined;
}) {
  const { type } = odds;
  const matchId = odds.match.id;
  const market = marketOfView(view);
  const frame = (children: ReactNode) => (
    <div className="rounded-lg bg-white shadow-sm">{children}</div>
  );
  if (!selected)
    return frame(
      asked === undefined ? (
        <Notice testId="odds-none">该场比赛暂无赔率数据</Notice>
      ) : (
        <Notice testId="odds-bad-bookmaker">
          本场比赛没有编号为 {asked} 的公司的赔率，请在左侧选择公司
        </Notice>
      ),
    );
  if (!market)
    return (
      <JoinView
        key={selected.id}
        type={type}
        matchId={matchId}
        bookmakerId={selected.id}
        bookmaker={selected.name}
      />
    );
  if (!selected.quotes)
    return frame(
      <Notice testId="odds-no-market">
        {selected.name}未开出本场比赛的{marketName(type, market)}，请在左侧选择其他公司
      </Notice>,
    );
  return (
    <HistoryView
      key={`${selected.id}-${market}`}
      type={type}
      market={market}
      matchId={matchId}
      bookmakerId={selected.id}
      bookmaker={selected.name}
    />
  );
}

function Detail({ type, view, matchId, bookmakerId }: DetailProps) {
  const live = useMatchOdds(type, matchId);
  if (live.status !== 'ready')
    return (
      <div className="rounded-lg bg-white shadow-sm">
        <LiveState
          live={live}
          whenMissing={
            <SiteLink href={detailHref(type, view)} className="text-brand-500 hover:underline">
              查看今日比赛的赔率 ›
            </SiteLink>
          }
        >
          {() => null}
        </LiveState>
      </div>
    );
  const odds = live.value;
  const { all, selected } = choices(odds, view, bookmakerId);
  return (
    <div className="flex flex-col gap-4">
      <MatchCard type={type} match={odds.match} stale={live.stale} />
      <ViewTabs type={type} view={view} matchId={matchId} bookmakerId={bookmakerId} />
      {view === 'table' ? (
        // The full table keeps its columns: a phone scrolls it inside this box, not the page.
        <div className="min-w-0 overflow-x-auto">
          <TableView odds={odds} stale={live.stale} />
        </div>
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <BookmakerList
            type={type}
            view={view}
            matchId={matchId}
            bookmakers={all}
            selected={selected?.id ?? null}
          />
          <div className="min-w-0 flex-1 overflow-x-auto">
            <BookmakerBody odds={odds} view={view} asked={bookmakerId} selected={selected} />
          </div>
        </div>
      )}
    </div>
  );
}

export function OddsDetailPage({
  type,
  view,
  matchId,
  bookmakerId,
}: {
  type: MatchType;
  view: OddsDetailView;
  matchId?: number;
  bookmakerId?: number;
}) {
  return (
    <div data-testid="odds-detail-page" className="mx-auto w-content lg:py-5">
      <h1 className="mb-3 flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {sportName[type]}赔率详情
        <span className="text-xs font-normal text-neutral-400">各公司变盘记录 · 实时更新</span>
      </h1>
      {matchId === undefined ? (
        <MatchPicker
          type={type}
          title={`今日${sportName[type]}比赛`}
          action="赔率详情"
          hrefOf={(id) => detailHref(type, view, id)}
        />
      ) : (
        <Detail
          key={`${type}-${matchId}`}
          type={type}
          view={view}
          matchId={matchId}
          bookmakerId={bookmakerId}
        />
      )}
    </div>
  );
}
