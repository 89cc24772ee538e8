// 综合: one bookmaker's three markets on one time-ordered table, a row per move of any market showing every
// market's line as it stood then (the market that moved is marked); live like the single histories.
import { useMemo } from 'react';
import type { MatchType } from '../../../contract/events';
import { formatFull, formatShort } from '../../../contract/format';
import type { OddsHistory } from '../../../streams/odds';
import { type OddsMarket, oddsMarkets } from '../../../streams/odds';
import type { Live } from '../../../streams/snapshot';
import { type JoinRow, joinRows } from './history-rows';
import { LiveState, Notice } from './live-state';
import { linePosition, lineTexts, marketColumns, marketName } from './market-labels';
import { LiveBadge } from './market-table';
import { OddsCard } from './odds-card';
import { lineCells } from './odds-value';
import { useOddsHistory } from './use-odds';

/** The three histories as one: ready when all are, failed when any is. */
function allOf(lives: readonly Live<OddsHistory>[]): Live<readonly OddsHistory[]> {
  const failed = lives.find((l) => l.status === 'failed');
  if (failed) return failed;
  const ready = lives.flatMap((l) => (l.status === 'ready' ? [l] : []));
  if (ready.length < lives.length) return { status: 'loading' };
  return { status: 'ready', value: ready.map((l) => l.value), stale: ready.some((l) => l.stale) };
}

function JoinTable({ type, rows }: { type: MatchType; rows: readonly JoinRow[] }) {
  const th = 'border-b border-neutral-200 px-2 py-1.5 font-normal';
  return (
    <table data-testid="join-table" className="w-full text-[13px]">
      <thead className="bg-neutral-50 text-xs text-neutral-500">
        <tr>
          <th rowSpan={2} className={`${th} px-3 text-left`}>
            变盘时间
          </th>
          {oddsMarkets.map((m) => (
            <th
              key={m}
              colSpan={marketColumns(type, m).length}
              className="border-l border-neutral-100 px-2 pt-1.5 font-normal text-neutral-700"
            >
              {marketName(type, m)}
            </th>
          ))}
          <th rowSpan={2} className={`${th} border-l border-neutral-100`}>
            状态
          </th>
        </tr>
        <tr>
          {oddsMarkets.flatMap((m) =>
            marketColumns(type, m).map((title, i) => (
              <th
                key={`${m}${title}`}
                className={`${th} ${i === 0 ? 'border-l border-neutral-100' : ''}`}
              >
                {title}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={row.at}
            data-testid="join-row"
            className="border-b border-neutral-100 hover:bg-sky-50/60"
          >
            <td className="px-3 py-1.5 font-mono text-neutral-500" title={formatFull(row.at)}>
              {formatShort(row.at)}
            </td>
            {oddsMarkets.flatMap((m: OddsMarket) => {
              const cell = row.cells[m];
              const count = marketColumns(type, m).length;
              return lineCells(lineTexts(type, m, cell.values), count, {
                dirs: cell.dirs,
                strongAt: linePosition(m),
              }).map((content, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
                  key={`${m}${i}`}
                  data-moved={cell.moved || undefined}
                  className={`px-1.5 py-1.5 text-center ${i === 0 ? 'border-l border-neutral-100' : ''} ${
                    cell.moved ? 'bg-amber-50' : 'text-neutral-400'
                  }`}
                >
                  {content}
                </td>
              ));
            })}
            <td className="border-l border-neutral-100 px-2 py-1.5 text-center text-xs">
              {index === rows.length - 1 ? (
                <span className="rounded-sm bg-neutral-200 px-1 text-neutral-700">初盘</span>
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

export function JoinView({
  type,
  matchId,
  bookmakerId,
  bookmaker,
}: {
  type: MatchType;
  matchId: number;
  bookmakerId: number;
  bookmaker: string;
}) {
  const europe = useOddsHistory(type, matchId, bookmakerId, 'europe');
  const asia = useOddsHistory(type, matchId, bookmakerId, 'asia');
  const overUnder = useOddsHistory(type, matchId, bookmakerId, 'overUnder');
  const live = useMemo(() => allOf([europe, asia, overUnder]), [europe, asia, overUnder]);
  const rows = useMemo(
    () =>
      live.status === 'ready'
        ? joinRows({
            europe: live.value[0]?.moves,
            asia: live.value[1]?.moves,
            overUnder: live.value[2]?.moves,
          })
        : [],
    [live],
  );
  return (
    <OddsCard
      testId="join-view"
      title={`${bookmaker} · 综合变盘`}
      note="每次任一盘口变化为一行，高亮为本次变化的盘口"
      stale={live.status === 'ready' && live.stale}
    >
      <LiveState live={live}>
        {() =>
          rows.length === 0 ? (
            <Notice testId="history-empty">{bookmaker}暂无赔率记录</Notice>
          ) : (
            <JoinTable type={type} rows={rows} />
          )
        }
      </LiveState>
    </OddsCard>
  );
}
