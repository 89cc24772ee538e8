// The basketball quarter scores: 第1节…第4节 (a quarter not yet played shows -), then any 加时, then 总分.
import type { CentreHeader, QuarterScore } from '../../../streams/match-centre';
import { quarterLabel } from '../../../streams/match-centre';
import { quarterColumns } from './figures';

export function QuarterTable({
  match,
  periods,
  compact = false,
}: {
  match: Pick<CentreHeader, 'home' | 'away'>;
  periods: readonly QuarterScore[];
  /** The header's small version; the live tab's is full width. */
  compact?: boolean;
}) {
  const columns = quarterColumns(periods);
  const cell = compact ? 'px-3 py-1' : 'px-4 py-2';
  const sides = [
    { key: 'home', team: match.home },
    { key: 'away', team: match.away },
  ] as const;
  return (
    <table
      data-testid={compact ? 'quarter-table-compact' : 'quarter-table'}
      className={`${compact ? 'text-xs' : 'w-full text-sm'} border-collapse text-center`}
    >
      <thead className="bg-neutral-50 text-neutral-500">
        <tr>
          <th className={`${cell} text-left font-normal`}>球队</th>
          {columns.map((q, i) => (
            <th key={quarterLabel(i)} className={`${cell} font-normal`}>
              {q?.label ?? quarterLabel(i)}
            </th>
          ))}
          <th className={`${cell} font-normal`}>总分</th>
        </tr>
      </thead>
      <tbody>
        {sides.map(({ key, team }) => (
          <tr key={key} data-testid={`quarter-row-${key}`} className="border-t border-neutral-100">
            <td className={`${cell} text-left text-neutral-900`}>{team.name}</td>
            {columns.map((q, i) => (
              <td
                key={quarterLabel(i)}
                data-testid="quarter-cell"
                className={`${cell} font-mono text-neutral-700`}
              >
                {q ? q[key] : '-'}
              </td>
            ))}
            <td
              data-testid="quarter-total"
              className={`${cell} font-mono font-bold text-brand-600`}
            >
              {team.score}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
