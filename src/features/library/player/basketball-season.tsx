// A basketball player's season: per-game averages and shooting percentages (the player call's, from the box
// scores), season totals, points per game in a chart, and the game log with spec §3's stat row, the best
// value of each column flagged.
import { useMemo } from 'react';
import type { z } from 'zod';
import type { BbPlayerSeason } from '../../../../contract/calls/library-team';
import type { seasonAverages } from '../../../../contract/calls/live-library';
import { useCallResult } from '../../../lib/use-call-result';
import { boxColumns, boxGroupRow, statText } from '../../match-centre/labels';
import { Empty, Section } from '../../match-centre/section';
import { CategoryChart } from '../charts/category-chart';
import { AGAINST_COLOR, FOR_COLOR, playerGameChart } from '../charts/series';
import { bbPlayerSeasonQuery } from '../team/queries';
import { bestOfLog, isBest } from './best-of-log';
import { LogGameCells, LogHeadCells } from './log-cells';
import { StatFigure } from './stat-figure';

type Averages = z.output<typeof seasonAverages>;
type Game = BbPlayerSeason['log'][number];

const LOG_KEYS = boxColumns.map((c) => c.key);

function GameLog({ log }: { log: readonly Game[] }) {
  const best = useMemo(
    () =>
      bestOfLog(
        log.map((g) => g.line),
        LOG_KEYS,
      ),
    [log],
  );
  return (
    <Section
      title="比赛日志"
      aside={
        <span>
          各项最佳 <b className="text-brand-600">红色加粗</b>
        </span>
      }
      testId="player-game-log"
    >
      {log.length === 0 ? (
        <Empty>本赛季暂无出场记录</Empty>
      ) : (
        <div className="overflow-x-auto px-2 pb-2">
          <table className="w-full min-w-[1000px] border-collapse text-center text-xs">
            <thead className="bg-neutral-50 text-neutral-500">
              <tr>
                <LogHeadCells rowSpan={2} />
                <th rowSpan={2} className="px-1 py-1.5 font-normal whitespace-nowrap">
                  首发
                </th>
                {boxGroupRow().map((cell) => (
                  <th
                    key={cell.label}
                    colSpan={cell.span}
                    rowSpan={cell.grouped ? 1 : 2}
                    className={`px-0.5 py-1.5 font-normal whitespace-nowrap ${cell.grouped ? 'border-b border-neutral-200 text-neutral-700' : ''}`}
                  >
                    {cell.label}
                  </th>
                ))}
              </tr>
              <tr>
                {boxColumns
                  .filter((c) => c.group)
                  .map((c) => (
                    <th key={c.key} className="px-0.5 pb-1.5 font-normal whitespace-nowrap">
                      {c.label}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {log.map((g) => (
                <tr
                  key={g.matchId}
                  data-testid="game-log-row"
                  className="border-t border-neutral-100 hover:bg-sky-50/60"
                >
                  <LogGameCells sport="basketball" game={g} />
                  <td className="text-neutral-600">{g.line.starter ? '首发' : '替补'}</td>
                  {boxColumns.map((c) => {
                    const value = g.line[c.key];
                    const top = isBest(value, best[c.key]);
                    return (
                      <td
                        key={c.key}
                        data-stat={c.key}
                        data-best={top ? 'true' : undefined}
                        className={`px-1 py-1.5 font-mono ${top ? 'font-bold text-brand-600' : 'text-neutral-700'}`}
                      >
                        {statText(value, c.percent === true)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

const pct = (v: number) => `${v}%`;

export function BasketballSeason({ id, averages }: { id: number; averages: Averages }) {
  const { data, error, reload } = useCallResult(bbPlayerSeasonQuery(id));
  const chart = useMemo(
    () =>
      data &&
      playerGameChart(data.log, [
        { label: '得分', color: FOR_COLOR, value: (g) => g.line.points },
        { label: '篮板', color: AGAINST_COLOR, value: (g) => g.line.rebounds },
        { label: '助攻', color: '#f59e0b', value: (g) => g.line.assists },
      ]),
    [data],
  );
  return (
    <>
      <Section title="场均数据" aside={`${averages.games}场`} testId="player-season-stats">
        <div className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-5">
          <StatFigure label="得分" value={String(averages.points)} testId="avg-points" />
          <StatFigure label="篮板" value={String(averages.rebounds)} />
          <StatFigure label="助攻" value={String(averages.assists)} />
          <StatFigure label="抢断" value={String(averages.steals)} />
          <StatFigure label="盖帽" value={String(averages.blocks)} />
          <StatFigure label="时间" value={String(averages.minutes)} />
          <StatFigure label="投篮命中率" value={pct(averages.fieldGoalsAccuracy)} testId="avg-fg" />
          <StatFigure label="三分命中率" value={pct(averages.threePointsAccuracy)} />
          <StatFigure label="罚球命中率" value={pct(averages.freeThrowsAccuracy)} />
          <StatFigure label="出场" value={String(averages.games)} />
        </div>
      </Section>
      {error ? (
        <Empty testId="player-failed">
          {error}
          <button type="button" onClick={reload} className="ml-2 text-sky-700">
            重试
          </button>
        </Empty>
      ) : !data || !chart ? (
        <div className="h-60 animate-pulse rounded-lg bg-white shadow-sm" />
      ) : (
        <>
          <Section title="赛季总数据" testId="player-totals">
            <div className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-6">
              <StatFigure label="出场/首发" value={`${data.totals.games}/${data.totals.starts}`} />
              <StatFigure label="总得分" value={String(data.totals.points)} testId="total-points" />
              <StatFigure label="总篮板" value={String(data.totals.rebounds)} />
              <StatFigure label="总助攻" value={String(data.totals.assists)} />
              <StatFigure
                label="投篮"
                value={`${data.totals.fieldGoalsScored}/${data.totals.fieldGoalsTotal}`}
              />
              <StatFigure
                label="三分"
                value={`${data.totals.threePointsScored}/${data.totals.threePointsTotal}`}
              />
            </div>
          </Section>
          {data.log.length > 0 && (
            <Section title="逐场得分" testId="player-charts">
              <div className="p-4">
                <CategoryChart
                  data={chart}
                  label="逐场得分、篮板、助攻"
                  testId="chart-player-games"
                />
              </div>
            </Section>
          )}
          <GameLog log={data.log} />
        </>
      )}
    </>
  );
}
