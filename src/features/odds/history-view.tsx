// One bookmaker's full history of one market: the line's chart over time and every move in a table (newest
// first, arrows against the move before, 初盘 and 滚球 marked); pushed moves append live to both.

import { useMemo, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import { formatFull, formatShort } from '../../../contract/format';
import type { OddsMarket, OddsMove } from '../../../streams/odds';
import { historyRows } from './history-rows';
import { type ChartRange, historySeries, movesInRange } from './history-series';
import { LineChart } from './line-chart';
import { LiveState, Notice } from './live-state';
import { lineLabel, linePosition, lineTexts, marketColumns, marketName } from './market-labels';
import { LiveBadge } from './market-table';
import { OddsCard } from './odds-card';
import { lineCells } from './odds-value';
import { percentText, returnRate } from './probability';
import { RangeSwitch } from './range-switch';
import { useOddsHistory } from './use-odds';

function MoveTable({
  type,
  market,
  moves,
}: {
  type: MatchType;
  market: OddsMarket;
  moves: readonly OddsMove[];
}) {
  const columns = marketColumns(type, market);
  const europe = market === 'europe';
  const rows = useMemo(() => historyRows(moves), [moves]);
  return (
    <table data-testid="history-table" className="w-full text-[13px]">
      <thead className="bg-neutral-50 text-xs text-neutral-500">
        <tr>
          <th className="border-b border-neutral-200 px-3 py-1.5 text-left font-normal">
            变盘时间
          </th>
          {columns.map((title) => (
            <th key={title} className="border-b border-neutral-200 px-2 py-1.5 font-normal">
              {title}
            </th>
          ))}
          {europe && (
            <th className="border-b border-neutral-200 px-2 py-1.5 font-normal">返还率</th>
          )}
          <th className="border-b border-neutral-200 px-2 py-1.5 font-normal">状态</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.at}
            data-testid="history-row"
            data-at={row.at}
            className="border-b border-neutral-100 hover:bg-sky-50/60"
          >
            <td className="px-3 py-1.5 font-mono text-neutral-500" title={formatFull(row.at)}>
              {formatShort(row.at)}
            </td>
            {lineCells(lineTexts(type, market, row.values), columns.length, {
              dirs: row.dirs,
              strongAt: linePosition(market),
            }).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
              <td key={i} className="px-2 py-1.5 text-center">
                {cell}
              </td>
            ))}
            {europe && (
              <td className="px-2 py-1.5 text-center font-mono text-neutral-600">
                {percentText(returnRate(row.values), 2)}
              </td>
            )}
            <td className="px-2 py-1.5 text-center text-xs">
              {row.opening ? (
                <span
                  data-testid="history-opening"
                  className="rounded-sm bg-neutral-200 px-1 text-neutral-700"
                >
                  初盘
                </span>
              ) : row.live ? (
                <LiveBadge />
              ) : (
                <span className="text-neutral-400">即时</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HistoryView({
  type,
  market,
  matchId,
  bookmakerId,
  bookmaker,
}: {
  type: MatchType;
  market: OddsMarket;
  matchId: number;
  bookmakerId: number;
  bookmaker: string;
}) {
  const live = useOddsHistory(type, matchId, bookmakerId, market);
  const name = marketName(type, market);
  const moves = live.status === 'ready' ? live.value.moves : null;
  const [range, setRange] = useState<ChartRange>('all');
  const inPlay = moves?.some((m) => m.live) ?? false;
  const series = useMemo(
    () => (moves ? historySeries(type, market, movesInRange(moves, inPlay ? range : 'all')) : []),
    [type, market, moves, range, inPlay],
  );
  const formatStep = useMemo(() => (v: number) => lineLabel(type, market, v), [type, market]);
  return (
    <div className="flex flex-col gap-4" data-testid="history-view" data-market={market}>
      <OddsCard
        title={`${bookmaker} · ${name}走势`}
        note={market === 'europe' ? '各结果赔率随时间的变化' : '水位为折线，盘口为虚线阶梯（右轴）'}
        stale={live.status === 'ready' && live.stale}
        aside={inPlay && <RangeSwitch range={range} onChange={setRange} />}
      >
        <LiveState live={live}>
          {(history) =>
            history.moves.length === 0 ? (
              <Notice testId="history-empty">
                {bookmaker}未开出{name}
              </Notice>
            ) : (
              <div className="px-4 py-3">
                <LineChart
                  series={series}
                  label={`${bookmaker}${name}走势图`}
                  formatStep={formatStep}
                  quarterSteps={type === 'football'}
                />
              </div>
            )
          }
        </LiveState>
      </OddsCard>
      {moves && moves.length > 0 && (
        <OddsCard title="变盘记录" note={`共 ${moves.length} 条，最新在上`}>
          <MoveTable type={type} market={market} moves={moves} />
        </OddsCard>
      )}
    </div>
  );
}
