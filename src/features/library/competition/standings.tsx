// The 积分榜 tab: 总 / 主场 / 客场, zone colour bars and their legend, form chips; basketball per conference
// with win %, games behind and streak. The current season's table counts the live matches (实时).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StandingGroup } from '../../../../contract/calls/library-competition';
import type { LeagueZone } from '../../../../contract/calls/live-library';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { type Sport, teamPath } from '../sport';
import { FormChips, streakLabel } from './form-chips';
import { useLiveScores } from './live-scores';
import { type LiveRow, type LiveScore, liveTable, type TableView } from './live-table';
import { standingsQuery } from './queries';
import { TabState } from './tab-state';
import { zoneColour, zoneOf } from './zones';

const views: [TableView, string][] = [
  ['total', '总'],
  ['home', '主场'],
  ['away', '客场'],
];

export function StandingsTab(props: {
  sport: Sport;
  id: number;
  seasonId: number;
  current: boolean;
}) {
  const { sport, id, seasonId, current } = props;
  const query = useQuery(standingsQuery(id, seasonId));
  const [view, setView] = useState<TableView>('total');
  const live = useLiveScores(sport, id, current);
  const answer = query.data;
  if (!answer?.success) return <TabState answer={answer} reload={() => void query.refetch()} />;
  const { groups, zones } = answer.data;
  if (groups.length === 0)
    return <p className="py-10 text-center text-sm text-neutral-500">暂无积分榜</p>;
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="积分榜范围" className="flex gap-2">
        {views.map(([v, label]) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={v === view}
            onClick={() => setView(v)}
            className={`rounded-full px-3 py-1 text-sm ${
              v === view ? 'bg-red-600 text-white' : 'bg-neutral-100 text-neutral-600'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {groups.map((g) => (
        <GroupTable key={g.name} sport={sport} group={g} view={view} live={live} zones={zones} />
      ))}
      <ZoneLegend zones={zones} />
    </div>
  );
}

function GroupTable(props: {
  sport: Sport;
  group: StandingGroup;
  view: TableView;
  live: LiveScore[];
  zones: LeagueZone[];
}) {
  const { sport, group, view, live, zones } = props;
  const rows = liveTable(group[view], live, sport, view);
  const fb = sport === 'football';
  const cell = 'px-1 py-2 text-center tabular-nums';
  return (
    <section aria-label={group.name || '积分榜'} className="overflow-hidden rounded-lg bg-white">
      {group.name && (
        <h3 className="border-b border-neutral-100 px-3 py-2 font-bold">{group.name}</h3>
      )}
      <table
        data-testid="standings-table"
        data-view={view}
        className="w-full table-fixed text-xs sm:text-sm"
      >
        <thead className="whitespace-nowrap bg-neutral-50 text-neutral-500">
          <tr>
            <th className="w-9 py-2">排名</th>
            <th className="py-2 text-left">球队</th>
            <th className={`${cell} w-7`}>赛</th>
            <th className={`${cell} w-7`}>胜</th>
            {fb && <th className={`${cell} w-7`}>平</th>}
            <th className={`${cell} w-7`}>负</th>
            {fb ? (
              <>
                <th className={`${cell} hidden w-14 sm:table-cell`}>进/失</th>
                <th className={`${cell} w-8`}>净胜</th>
                <th className={`${cell} w-8`}>积分</th>
              </>
            ) : (
              <>
                <th className={`${cell} w-12`}>胜率</th>
                <th className={`${cell} w-10`}>胜差</th>
                <th className={`${cell} hidden w-14 sm:table-cell`}>连胜负</th>
              </>
            )}
            <th className={`${cell} hidden w-[92px] sm:table-cell`}>近5场</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={r.teamId} sport={sport} r={r} zones={zones} cell={cell} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Row({
  sport,
  r,
  zones,
  cell,
}: {
  sport: Sport;
  r: LiveRow;
  zones: LeagueZone[];
  cell: string;
}) {
  const zone = zoneOf(zones, r.rank);
  const fb = sport === 'football';
  return (
    <tr
      data-testid="standings-row"
      data-team={r.teamId}
      data-live={r.live || undefined}
      className="border-t border-neutral-100"
    >
      <td className="relative py-2 text-center tabular-nums">
        {zone && (
          <span
            aria-hidden
            className={`absolute top-1 bottom-1 left-0 w-1 rounded-r ${zoneColour[zone.tone]}`}
          />
        )}
        <span title={zone?.label}>{r.rank}</span>
        {r.moved !== 0 && (
          <span className={r.moved > 0 ? 'text-red-500' : 'text-green-600'}>
            {r.moved > 0 ? '↑' : '↓'}
          </span>
        )}
      </td>
      <td className="truncate py-2">
        <SiteLink
          href={teamPath(sport, r.teamId)}
          className="inline-flex max-w-full items-center gap-1.5 hover:text-red-600"
        >
          <Crest kind="team" id={r.teamId} name={r.team} size={18} lazy />
          <span className="truncate">{r.team}</span>
        </SiteLink>
        {r.live && (
          <span
            className="ml-1 rounded bg-red-600 px-1 text-[10px] text-white"
            data-testid="live-mark"
          >
            实时
          </span>
        )}
      </td>
      <td className={cell}>{r.played}</td>
      <td className={cell}>{r.won}</td>
      {fb && <td className={cell}>{r.drawn}</td>}
      <td className={cell}>{r.lost}</td>
      {fb ? (
        <>
          <td className={`${cell} hidden sm:table-cell`}>
            {r.scoredFor}/{r.scoredAgainst}
          </td>
          <td className={cell}>{r.difference > 0 ? `+${r.difference}` : r.difference}</td>
          <td className={`${cell} font-bold`}>{r.points}</td>
        </>
      ) : (
        <>
          <td className={cell}>{r.winRate.toFixed(1)}%</td>
          <td className={cell}>{r.gamesBehind === 0 ? '-' : r.gamesBehind}</td>
          <td className={`${cell} hidden sm:table-cell`}>{streakLabel(r.streak)}</td>
        </>
      )}
      <td className={`${cell} hidden sm:table-cell`}>
        <FormChips form={r.form} />
      </td>
    </tr>
  );
}

function ZoneLegend({ zones }: { zones: LeagueZone[] }) {
  const seen = new Map<string, LeagueZone>();
  for (const z of zones) if (!seen.has(z.label)) seen.set(z.label, z);
  if (seen.size === 0) return null;
  return (
    <ul aria-label="图例" className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-neutral-600">
      {[...seen.values()].map((z) => (
        <li key={z.label} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={`inline-block h-3 w-1.5 rounded ${zoneColour[z.tone]}`} />
          {z.label}
        </li>
      ))}
    </ul>
  );
}
