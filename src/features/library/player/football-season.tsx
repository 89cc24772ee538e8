// A football player's season: appearances, starts, goals, assists and cards (from the line-ups and the
// timelines), goals and assists per match in a chart, and the game log.
import { useMemo } from 'react';
import type { FbPlayerSeason } from '../../../../contract/calls/library-team';
import { useCallResult } from '../../../lib/use-call-result';
import { Empty, Section } from '../../match-centre/section';
import { CategoryChart } from '../charts/category-chart';
import { AGAINST_COLOR, FOR_COLOR, playerGameChart } from '../charts/series';
import { fbPlayerSeasonQuery } from '../team/queries';
import { LogGameCells, LogHeadCells } from './log-cells';
import { StatFigure } from './stat-figure';

type Game = FbPlayerSeason['log'][number];

function GameLog({ log }: { log: readonly Game[] }) {
  return (
    <Section title="出场记录" aside={`${log.length}场`} testId="player-game-log">
      {log.length === 0 ? (
        <Empty>本赛季暂无出场记录</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] border-collapse text-center text-xs">
            <thead className="bg-neutral-50 text-neutral-500">
              <tr>
                <LogHeadCells />
                <th className="px-1 py-1.5 font-normal">首发</th>
                <th className="px-1 py-1.5 font-normal">进球</th>
                <th className="px-1 py-1.5 font-normal">助攻</th>
                <th className="px-1 py-1.5 font-normal">黄牌</th>
                <th className="px-1 py-1.5 font-normal">红牌</th>
              </tr>
            </thead>
            <tbody>
              {log.map((g) => (
                <tr
                  key={g.matchId}
                  data-testid="game-log-row"
                  className="border-t border-neutral-100 hover:bg-sky-50/60"
                >
                  <LogGameCells sport="football" game={g} />
                  <td className="text-neutral-600">{g.line.starter ? '首发' : '替补'}</td>
                  <td className={g.line.goals ? 'font-bold text-brand-600' : 'text-neutral-400'}>
                    {g.line.goals}
                  </td>
                  <td className={g.line.assists ? 'font-bold text-sky-700' : 'text-neutral-400'}>
                    {g.line.assists}
                  </td>
                  <td className={g.line.yellowCards ? 'text-amber-600' : 'text-neutral-400'}>
                    {g.line.yellowCards}
                  </td>
                  <td className={g.line.redCards ? 'text-brand-600' : 'text-neutral-400'}>
                    {g.line.redCards}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function FootballSeason({ id }: { id: number }) {
  const { data, error, reload } = useCallResult(fbPlayerSeasonQuery(id));
  const chart = useMemo(
    () =>
      data &&
      playerGameChart(data.log, [
        { label: '进球', color: FOR_COLOR, value: (g) => g.line.goals, bar: true },
        { label: '助攻', color: AGAINST_COLOR, value: (g) => g.line.assists, bar: true },
      ]),
    [data],
  );
  if (error)
    return (
      <Empty testId="player-failed">
        {error}
        <button type="button" onClick={reload} className="ml-2 text-sky-700">
          重试
        </button>
      </Empty>
    );
  if (!data || !chart) return <div className="h-60 animate-pulse rounded-lg bg-white shadow-sm" />;
  const s = data.stats;
  return (
    <>
      <Section title="赛季数据" aside="本赛季 · 全部赛事" testId="player-season-stats">
        <div className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-6">
          <StatFigure label="出场" value={String(s.appearances)} testId="stat-appearances" />
          <StatFigure label="首发" value={String(s.starts)} testId="stat-starts" />
          <StatFigure label="进球" value={String(s.goals)} testId="stat-goals" />
          <StatFigure label="助攻" value={String(s.assists)} testId="stat-assists" />
          <StatFigure label="黄牌" value={String(s.yellowCards)} />
          <StatFigure label="红牌" value={String(s.redCards)} />
        </div>
      </Section>
      {data.log.length > 0 && (
        <Section title="逐场进球与助攻" testId="player-charts">
          <div className="p-4">
            <CategoryChart
              data={chart}
              label="逐场进球与助攻"
              testId="chart-player-games"
              height={170}
            />
          </div>
        </Section>
      )}
      <GameLog log={data.log} />
    </>
  );
}
