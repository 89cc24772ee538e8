// One team's basketball box score: every field of spec §3's stat row, starters first, each stat's team high
// flagged (bold brand colour, data-leader), percentages formatted, a totals row; scrolls sideways if it must.
import type { BoxLeaderStat } from '../../../contract/box-leaders';
import type { BoxScoreEntry, Leaders } from '../../../streams/match-centre';
import { SiteLink } from '../../components/site-link';
import { playerPath } from '../library/sport';
import { boxTotals } from './figures';
import { type BoxColumn, boxColumns, boxGroupRow, statText } from './labels';
import { Empty, Section } from './section';

const leads = (leaders: Leaders, column: BoxColumn, playerId: number) =>
  column.ranked && (leaders[column.key as BoxLeaderStat] ?? []).includes(playerId);

function PlayerRow({ row, leaders }: { row: BoxScoreEntry; leaders: Leaders }) {
  return (
    <tr
      data-testid="box-row"
      data-player-id={row.playerId}
      className="border-t border-neutral-100 hover:bg-sky-50/60"
    >
      <td className="px-1.5 py-1.5 text-center font-mono text-neutral-500">{row.shirtNumber}</td>
      <td className="sticky left-0 bg-white px-1.5 py-1.5 text-left">
        <SiteLink
          href={playerPath('basketball', row.playerId)}
          className="block truncate text-neutral-900 hover:text-sky-700 hover:underline"
          title={row.name}
        >
          {row.name}
        </SiteLink>
      </td>
      <td className="px-1.5 py-1.5 text-neutral-500">{row.positionLabel || row.position}</td>
      {boxColumns.map((column) => {
        const leader = leads(leaders, column, row.playerId);
        return (
          <td
            key={column.key}
            data-stat={column.key}
            data-leader={leader ? 'true' : undefined}
            className={`px-1 py-1.5 font-mono ${leader ? 'font-bold text-brand-600' : 'text-neutral-700'}`}
          >
            {statText(row[column.key], column.percent === true)}
          </td>
        );
      })}
    </tr>
  );
}

export function BoxScore({
  side,
  teamName,
  rows,
  leaders,
}: {
  side: 'home' | 'away';
  teamName: string;
  rows: readonly BoxScoreEntry[];
  leaders: Leaders;
}) {
  const starters = rows.filter((r) => r.starter);
  const bench = rows.filter((r) => !r.starter);
  const totals = boxTotals(rows);
  return (
    <Section
      title={`${teamName} 球员数据`}
      testId={`box-score-${side}`}
      aside={
        <span>
          各项最高 <b className="text-brand-600">红色加粗</b>
        </span>
      }
    >
      {rows.length === 0 ? (
        <Empty>暂无球员数据</Empty>
      ) : (
        <div className="overflow-x-auto px-2 pb-2">
          <table className="w-full min-w-[1150px] table-fixed border-collapse text-center text-xs">
            <colgroup>
              <col className="w-9" />
              <col className="w-32" />
              <col className="w-16" />
              {boxColumns.map((c) => (
                <col key={c.key} />
              ))}
            </colgroup>
            <thead className="bg-neutral-50 text-neutral-500">
              <tr>
                <th rowSpan={2} className="px-1.5 py-1.5 font-normal">
                  号码
                </th>
                <th
                  rowSpan={2}
                  className="sticky left-0 bg-neutral-50 px-1.5 py-1.5 text-left font-normal"
                >
                  球员
                </th>
                <th rowSpan={2} className="px-1.5 py-1.5 font-normal">
                  位置
                </th>
                {boxGroupRow().map((cell) => (
                  <th
                    key={cell.label}
                    data-testid="box-head"
                    colSpan={cell.span}
                    rowSpan={cell.grouped ? 1 : 2}
                    className={`px-0.5 py-1.5 font-normal ${cell.grouped ? 'border-b border-neutral-200 text-neutral-700' : ''}`}
                  >
                    {cell.label}
                  </th>
                ))}
              </tr>
              <tr>
                {boxColumns
                  .filter((c) => c.group)
                  .map((c) => (
                    <th key={c.key} data-testid="box-head" className="px-0.5 pb-1.5 font-normal">
                      {c.label}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {starters.map((r) => (
                <PlayerRow key={r.playerId} row={r} leaders={leaders} />
              ))}
              {bench.length > 0 && (
                <tr className="border-t border-neutral-100 bg-neutral-50/60">
                  <td
                    colSpan={3 + boxColumns.length}
                    className="px-2 py-1 text-left text-neutral-400"
                  >
                    替补
                  </td>
                </tr>
              )}
              {bench.map((r) => (
                <PlayerRow key={r.playerId} row={r} leaders={leaders} />
              ))}
              <tr
                data-testid="box-totals"
                className="border-t border-neutral-200 bg-neutral-50 font-semibold"
              >
                <td />
                <td className="sticky left-0 bg-neutral-50 px-1.5 py-1.5 text-left text-neutral-900">
                  合计
                </td>
                <td />
                {boxColumns.map((c) => {
                  const value = totals[c.key];
                  return (
                    <td key={c.key} className="px-1 py-1.5 font-mono text-neutral-800">
                      {value === undefined ? '-' : statText(value, c.percent === true)}
                    </td>
                  );
                })}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
