// The competition's table in the analysis tab, both teams' rows highlighted; cups without a table say so.

import type { TableRow } from '../../../contract/calls/live-library';
import type { MatchType } from '../../../contract/events';
import { formTone, type Result, resultLabels } from './labels';
import { Empty, Section } from './section';

export interface MatchTable {
  competition: string;
  seasonName: string;
  home: TableRow | null;
  away: TableRow | null;
  rows: TableRow[];
}

interface Column {
  label: string;
  cell(row: TableRow): string | number;
}

const footballColumns: Column[] = [
  { label: '赛', cell: (r) => r.played },
  { label: '胜', cell: (r) => r.won },
  { label: '平', cell: (r) => r.drawn },
  { label: '负', cell: (r) => r.lost },
  { label: '进', cell: (r) => r.scoredFor },
  { label: '失', cell: (r) => r.scoredAgainst },
  { label: '净胜', cell: (r) => r.difference },
  { label: '积分', cell: (r) => r.points },
];

const basketballColumns: Column[] = [
  { label: '赛', cell: (r) => r.played },
  { label: '胜', cell: (r) => r.won },
  { label: '负', cell: (r) => r.lost },
  { label: '胜率', cell: (r) => `${r.winRate}%` },
  { label: '得分', cell: (r) => r.scoredFor },
  { label: '失分', cell: (r) => r.scoredAgainst },
  { label: '净胜', cell: (r) => r.difference },
];

const isResult = (c: string): c is Result => c === 'W' || c === 'D' || c === 'L';

/** Recent form W/D/L letters (old to new) as coloured 胜平负 characters. */
function Form({ form }: { form: string }) {
  return (
    <span className="inline-flex gap-0.5">
      {[...form].filter(isResult).map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions in the form string
        <span key={i} className={formTone[c]}>
          {resultLabels[c]}
        </span>
      ))}
    </span>
  );
}

export function Standings({
  type,
  table,
  homeTeamId,
  awayTeamId,
}: {
  type: MatchType;
  table: MatchTable | null;
  homeTeamId: number;
  awayTeamId: number;
}) {
  if (!table)
    return (
      <Section title="积分榜" testId="standings">
        <Empty testId="standings-none">杯赛暂无积分榜</Empty>
      </Section>
    );
  const columns = type === 'football' ? footballColumns : basketballColumns;
  return (
    <Section title="积分榜" testId="standings" aside={`${table.competition} ${table.seasonName}`}>
      <table className="w-full text-center text-[13px]">
        <thead className="bg-neutral-50 text-xs text-neutral-500">
          <tr>
            <th className="w-14 py-2 font-normal">排名</th>
            <th className="py-2 text-left font-normal">球队</th>
            {columns.map((c) => (
              <th key={c.label} className="w-16 py-2 font-normal">
                {c.label}
              </th>
            ))}
            <th className="w-32 py-2 font-normal">近况</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const side =
              row.teamId === homeTeamId ? 'home' : row.teamId === awayTeamId ? 'away' : null;
            return (
              <tr
                key={row.teamId}
                data-testid="standings-row"
                data-team-id={row.teamId}
                data-highlight={side ?? undefined}
                className={`border-t border-neutral-100 ${
                  side === 'home' ? 'bg-brand-50' : side === 'away' ? 'bg-sky-50' : ''
                }`}
              >
                <td className="py-1.5 font-mono text-neutral-500">{row.rank}</td>
                <td
                  className={`py-1.5 text-left ${side ? 'font-semibold text-neutral-900' : 'text-neutral-700'}`}
                >
                  {row.team}
                  {side && (
                    <span
                      className={`ml-2 text-[11px] ${side === 'home' ? 'text-brand-600' : 'text-sky-600'}`}
                    >
                      {side === 'home' ? '主' : '客'}
                    </span>
                  )}
                </td>
                {columns.map((c) => (
                  <td key={c.label} className="py-1.5 font-mono text-neutral-700">
                    {c.cell(row)}
                  </td>
                ))}
                <td className="py-1.5 text-xs">
                  <Form form={row.form} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}
