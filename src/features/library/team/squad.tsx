// The squad card: players grouped by position (门将, 后卫 …), each with shirt number and position, linking to
// the player's page.
import type { CallData } from '../../../../contract/call';
import type { fbTeam } from '../../../../contract/calls/live-library';
import { SiteLink } from '../../../components/site-link';
import { Empty, Section } from '../../match-centre/section';
import { playerPath, type Sport } from '../sport';
import { groupSquad } from './squad-groups';

type SquadPlayer = CallData<typeof fbTeam>['squad'][number];

export function Squad({ sport, squad }: { sport: Sport; squad: readonly SquadPlayer[] }) {
  const groups = groupSquad(sport, squad);
  return (
    <Section title="球队阵容" aside={`${squad.length}人`} testId="team-squad">
      {groups.length === 0 ? (
        <Empty>暂无阵容资料</Empty>
      ) : (
        <div className="divide-y divide-neutral-100">
          {groups.map((g) => (
            <div key={g.label} data-testid="squad-group" className="px-4 py-3">
              <h3 className="mb-2 text-xs font-semibold text-neutral-500">{g.label}</h3>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 desk:grid-cols-2">
                {g.players.map((p) => (
                  <li key={p.id} className="min-w-0">
                    <SiteLink
                      href={playerPath(sport, p.id)}
                      data-testid="squad-player"
                      className="flex min-w-0 items-center gap-2 rounded-md bg-neutral-50 px-2 py-1.5 text-[13px] hover:bg-sky-50"
                    >
                      <span className="w-6 shrink-0 text-center font-mono font-bold text-brand-600">
                        {p.shirtNumber}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-neutral-900" title={p.name}>
                          {p.name}
                        </span>
                        <span className="block text-[11px] text-neutral-400">
                          {p.positionLabel || p.position}
                        </span>
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
