// /basketball/text opened without a match: today's live and upcoming basketball matches, live from board$,
// each opening its own text live.
import { useMemo } from 'react';
import { type Board, type BoardRow, board$ } from '../../../streams/board';
import type { Live } from '../../../streams/snapshot';
import { SiteLink } from '../../components/site-link';
import { useObservable } from '../../lib/use-observable';
import { kickoffText } from '../scores/board/row-cells';
import { CompetitionBadge } from '../scores/board/row-parts';
import { gameClock } from '../scores/minute';
import { rowPhase, stateLabels } from '../scores/row-labels';
import { textLiveMatches } from './commentary';

const LOADING: Live<Board> = { status: 'loading' };

function MatchLine({ row }: { row: BoardRow }) {
  const live = rowPhase('basketball', row.state) === 'live';
  return (
    <li>
      <SiteLink
        href={`/basketball/text?matchId=${row.id}`}
        data-testid="text-match"
        data-match-id={row.id}
        className="grid grid-cols-[76px_52px_110px_minmax(0,1fr)_90px_minmax(0,1fr)_88px] items-center gap-3 border-b border-neutral-100 px-4 py-2.5 text-[13px] hover:bg-sky-50/60"
      >
        <CompetitionBadge name={row.competition} color={row.color} />
        <span className="font-mono text-neutral-500">{kickoffText(row.kickoffAt)}</span>
        <span className={live ? 'text-brand-600' : 'text-neutral-400'}>
          {stateLabels('basketball', row.state).full}
          {live && row.clockSeconds !== null && (
            <span className="ml-1 font-mono">{gameClock(row.clockSeconds)}</span>
          )}
        </span>
        <span className="truncate text-right text-neutral-900">{row.home.name}</span>
        <span className="text-center font-mono font-bold text-brand-600">
          {live ? `${row.home.score}-${row.away.score}` : 'VS'}
        </span>
        <span className="truncate text-neutral-900">{row.away.name}</span>
        <span className="text-right text-xs text-brand-600">文字直播 ›</span>
      </SiteLink>
    </li>
  );
}

export function TextMatchList() {
  const live = useObservable(
    useMemo(() => board$('basketball'), []),
    LOADING,
  );
  const rows = live.status === 'ready' ? textLiveMatches(live.value) : [];
  return (
    <section data-testid="text-match-list" className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        选择比赛
        <span className="text-xs font-normal text-neutral-400">今日进行中与未开始的篮球比赛</span>
      </h2>
      {live.status === 'loading' && <div className="h-40 animate-pulse bg-neutral-50" />}
      {live.status === 'failed' && (
        <p className="px-4 py-10 text-center text-sm text-neutral-500">
          比赛列表加载失败：{live.msg}，正在重试…
        </p>
      )}
      {live.status === 'ready' &&
        (rows.length === 0 ? (
          <p
            data-testid="text-match-empty"
            className="px-4 py-10 text-center text-sm text-neutral-400"
          >
            今日暂无进行中或未开始的篮球比赛
          </p>
        ) : (
          // The list keeps its columns: a phone scrolls it inside this box, not the page.
          <div className="overflow-x-auto">
            <ul className="min-w-[560px] lg:min-w-0">
              {rows.map((row) => (
                <MatchLine key={row.id} row={row} />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
