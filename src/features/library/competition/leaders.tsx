// The 数据榜 tab: football 射手榜, 助攻榜, 黄牌, 红牌, 零封; basketball per-game 得分, 篮板, 助攻, 抢断, 盖帽
// (over players with the minimum games). Names link to player pages, teams to team pages.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeaderBoard } from '../../../../contract/calls/library-competition';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { playerPath, type Sport, teamPath } from '../sport';
import { leadersQuery } from './queries';
import { TabState } from './tab-state';

/** The value column's head: what is counted (场均 for the per-game boards). */
const columnLabels: Record<LeaderBoard['key'], string> = {
  goals: '进球',
  assists: '助攻',
  yellowCards: '黄牌',
  redCards: '红牌',
  cleanSheets: '零封',
  points: '场均得分',
  rebounds: '场均篮板',
  assistsPerGame: '场均助攻',
  steals: '场均抢断',
  blocks: '场均盖帽',
};

export function LeadersTab({
  sport,
  id,
  seasonId,
}: {
  sport: Sport;
  id: number;
  seasonId: number;
}) {
  const query = useQuery(leadersQuery(id, seasonId));
  const [key, setKey] = useState<string | null>(null);
  const answer = query.data;
  if (!answer?.success) return <TabState answer={answer} reload={() => void query.refetch()} />;
  const { boards, minGames } = answer.data;
  const board = boards.find((b) => b.key === key) ?? boards[0];
  if (!board) return null;
  const perGame = sport === 'basketball';
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="数据榜" className="flex flex-wrap gap-2">
        {boards.map((b) => (
          <button
            key={b.key}
            type="button"
            role="tab"
            aria-selected={b === board}
            onClick={() => setKey(b.key)}
            className={`rounded-full px-3 py-1 text-sm ${
              b === board ? 'bg-red-600 text-white' : 'bg-neutral-100 text-neutral-600'
            }`}
          >
            {b.label}
          </button>
        ))}
      </div>
      {perGame && minGames > 0 && (
        <p className="text-xs text-neutral-500">场均数据，至少出场 {minGames} 场</p>
      )}
      {board.rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-neutral-500">暂无数据</p>
      ) : (
        <table
          data-testid="leaders-table"
          className="w-full table-fixed overflow-hidden rounded-lg bg-white text-sm"
        >
          <thead className="bg-neutral-50 text-xs text-neutral-500">
            <tr>
              <th className="w-10 py-2">排名</th>
              <th className="py-2 text-left">球员</th>
              <th className="w-[30%] py-2 text-left">球队</th>
              <th className="w-12 py-2">出场</th>
              <th className="w-14 py-2">{columnLabels[board.key]}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={r.playerId} data-testid="leader-row" className="border-t border-neutral-100">
                <td className="py-2 text-center tabular-nums">{r.rank}</td>
                <td className="truncate py-2">
                  <SiteLink href={playerPath(sport, r.playerId)} className="hover:text-red-600">
                    {r.name}
                  </SiteLink>
                </td>
                <td className="truncate py-2">
                  <SiteLink
                    href={teamPath(sport, r.teamId)}
                    className="inline-flex max-w-full items-center gap-1 hover:text-red-600"
                  >
                    <Crest kind="team" id={r.teamId} name={r.team} size={16} lazy />
                    <span className="truncate">{r.team}</span>
                  </SiteLink>
                </td>
                <td className="py-2 text-center tabular-nums text-neutral-500">{r.games}</td>
                <td className="py-2 text-center font-bold tabular-nums">
                  {perGame ? r.value.toFixed(1) : r.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
