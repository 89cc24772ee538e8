// The level privileges of /v/grade: one row per tier (levels, experience from, badge, privileges).
import { levelPrivileges, levelThresholds, levelTiers } from '../../../contract/grade';
import { LevelBadge } from './level-badge';

export function PrivilegeTable({ level }: { level: number }) {
  return (
    <div className="overflow-x-auto">
      <table data-testid="grade-privileges" className="w-full min-w-[340px] text-left text-sm">
        <thead className="bg-neutral-50 text-xs text-neutral-500">
          <tr>
            <th className="px-3 py-2 font-medium">段位</th>
            <th className="px-3 py-2 font-medium">等级</th>
            <th className="hidden px-3 py-2 font-medium sm:table-cell">所需经验</th>
            <th className="px-3 py-2 font-medium">特权</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {levelTiers.map((tier) => {
            const mine = level >= tier.from && level <= tier.to;
            const privileges = levelPrivileges.filter((p) => tier.from >= p.from);
            return (
              <tr key={tier.name} className={mine ? 'bg-amber-50/60' : undefined}>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  <span className="font-medium" style={{ color: tier.badgeTo }}>
                    {tier.name}
                  </span>
                  {mine && <span className="ml-1 text-[11px] text-amber-600">当前</span>}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  <LevelBadge level={tier.from} testId="privilege-badge" />
                  {tier.to > tier.from && (
                    <span className="ml-1 text-xs text-neutral-400">~{tier.to}</span>
                  )}
                </td>
                <td className="hidden px-3 py-2.5 font-mono text-xs text-neutral-500 sm:table-cell">
                  {levelThresholds[tier.from]}
                </td>
                <td className="px-3 py-2.5 text-xs text-neutral-600">
                  {privileges.length === 0 ? (
                    <span className="text-neutral-400">—</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {privileges.map((p) => (
                        <li key={p.title}>
                          <b className="font-medium text-neutral-800">{p.title}</b>
                          <span className="hidden text-neutral-400 md:inline">：{p.detail}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
