// Today's matches of a sport, each linking to an odds view of it: what the odds detail and model pages show
// when the link carries no match. Live from board$ like the score board.
import { useMemo } from 'react';
import type { MatchPhase } from '../../../contract/enums/match-states';
import type { MatchType } from '../../../contract/events';
import { type Board, type BoardRow, board$ } from '../../../streams/board';
import type { Live } from '../../../streams/snapshot';
import { SiteLink } from '../../components/site-link';
import { useObservable } from '../../lib/use-observable';
import { kickoffText } from '../scores/board/row-cells';
import { CompetitionBadge } from '../scores/board/row-parts';
import { rowPhase, stateLabels } from '../scores/row-labels';
import { LiveState, Notice } from './live-state';
import { OddsCard } from './odds-card';

const LOADING: Live<Board> = { status: 'loading' };

/** Live matches first (their odds move now), then those to come, then the day's finished ones. */
const sections: [string, (phase: MatchPhase) => boolean][] = [
  ['进行中', (p) => p === 'live'],
  ['未开始', (p) => p === 'notStarted'],
  ['已结束', (p) => p === 'finished' || p === 'abnormal'],
];

function Row({
  type,
  row,
  href,
  action,
}: {
  type: MatchType;
  row: BoardRow;
  href: string;
  action: string;
}) {
  const phase = rowPhase(type, row.state);
  const played = phase === 'live' || phase === 'finished';
  return (
    <li>
      <SiteLink
        href={href}
        data-testid="picker-row"
        data-match-id={row.id}
        className="grid grid-cols-[96px_56px_64px_minmax(0,1fr)_72px_minmax(0,1fr)_96px] items-center gap-x-3 border-b border-neutral-100 px-4 py-2.5 text-[13px] hover:bg-sky-50/60"
      >
        <CompetitionBadge name={row.competition} color={row.color} />
        <span className="font-mono text-neutral-500">{kickoffText(row.kickoffAt)}</span>
        <span className={phase === 'live' ? 'text-brand-600' : 'text-neutral-400'}>
          {stateLabels(type, row.state).full}
        </span>
        <span className="truncate text-right text-neutral-900">{row.home.name}</span>
        <span className="text-center font-mono font-bold text-neutral-700">
          {played ? `${row.home.score}-${row.away.score}` : 'VS'}
        </span>
        <span className="truncate text-neutral-900">{row.away.name}</span>
        <span className="text-right text-brand-500">{action} ›</span>
      </SiteLink>
    </li>
  );
}

function Rows({
  board,
  hrefOf,
  action,
}: {
  board: Board;
  hrefOf(id: number): string;
  action: string;
}) {
  if (board.order.length === 0) return <Notice testId="picker-empty">今天暂无比赛</Notice>;
  const rows = board.order.flatMap((id) => {
    const row = board.rows.get(id);
    return row ? [row] : [];
  });
  return (
    // The picker's columns keep their widths: a phone scrolls them inside this box, not the page.
    <div data-testid="picker-rows" className="overflow-x-auto">
      <div className="min-w-[640px] lg:min-w-0">
        {sections.map(([title, within]) => {
          const shown = rows.filter((row) => within(rowPhase(board.type, row.state)));
          if (shown.length === 0) return null;
          return (
            <section key={title}>
              <h3 className="bg-neutral-50 px-4 py-1.5 text-xs text-neutral-500">
                {title}（{shown.length}）
              </h3>
              <ul>
                {shown.map((row) => (
                  <Row
                    key={row.id}
                    type={board.type}
                    row={row}
                    href={hrefOf(row.id)}
                    action={action}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

export function MatchPicker({
  type,
  title,
  action,
  hrefOf,
}: {
  type: MatchType;
  title: string;
  /** The link's words on each row: 赔率详情, 查看模型. */
  action: string;
  hrefOf(matchId: number): string;
}) {
  const stream = useMemo(() => board$(type), [type]);
  const live = useObservable(stream, LOADING);
  return (
    <OddsCard
      testId="match-picker"
      title={title}
      note="选择一场比赛"
      stale={live.status === 'ready' && live.stale}
    >
      <LiveState live={live}>
        {(board) => <Rows board={board} hrefOf={hrefOf} action={action} />}
      </LiveState>
    </OddsCard>
  );
}
