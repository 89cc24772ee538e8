// Team statistics as paired bars: home share from the centre to the left, away to the right, with Chinese labels.
import type { SideStats } from '../../../streams/match-centre';
import { statPairs, statText } from './labels';
import { Empty, Section } from './section';

export function TeamStats({
  stats,
  homeName,
  awayName,
}: {
  stats: SideStats;
  homeName: string;
  awayName: string;
}) {
  const pairs = statPairs(stats);
  return (
    <Section
      title="技术统计"
      testId="team-stats"
      aside={pairs.length > 0 ? `${homeName} vs ${awayName}` : undefined}
    >
      {pairs.length === 0 ? (
        <Empty>暂无技术统计</Empty>
      ) : (
        <ul className="flex flex-col gap-3 px-6 py-4">
          {pairs.map((p) => {
            const homeLeads = p.home > p.away;
            const awayLeads = p.away > p.home;
            return (
              <li key={p.key} data-testid="stat-pair" data-stat={p.key} className="text-sm">
                <div className="mb-1 flex items-center justify-between">
                  <span
                    data-testid="stat-home"
                    className={`w-16 font-mono ${homeLeads ? 'font-bold text-brand-600' : 'text-neutral-700'}`}
                  >
                    {statText(p.home, p.percent)}
                  </span>
                  <span className="text-neutral-600">{p.label}</span>
                  <span
                    data-testid="stat-away"
                    className={`w-16 text-right font-mono ${awayLeads ? 'font-bold text-sky-600' : 'text-neutral-700'}`}
                  >
                    {statText(p.away, p.percent)}
                  </span>
                </div>
                <div className="flex h-1.5 gap-1">
                  <div className="flex flex-1 justify-end overflow-hidden rounded-l-full bg-neutral-100">
                    <div className="bg-brand-500" style={{ width: `${p.homeShare}%` }} />
                  </div>
                  <div className="flex flex-1 overflow-hidden rounded-r-full bg-neutral-100">
                    <div className="bg-sky-500" style={{ width: `${100 - p.homeShare}%` }} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
