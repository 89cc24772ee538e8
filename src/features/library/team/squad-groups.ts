// A squad in the groups fans read it by: 门将 / 后卫 / 中场 / 前锋, or in basketball 后卫 / 前锋 / 中锋.
import { positionRank } from '../../../../contract/enums/positions';
import type { Sport } from '../sport';

const FOOTBALL_GROUPS = ['门将', '后卫', '中场', '前锋'];
// positionRank in basketball: PG 0, SG/G 1, SF 2, PF/F 3, C 4.
const BASKETBALL_GROUPS = ['后卫', '后卫', '前锋', '前锋', '中锋'];

/** The group a position code falls in; 其他 for a code the feed did not explain. */
export function positionGroup(sport: Sport, code: string): string {
  const rank = positionRank(sport, code);
  return (sport === 'football' ? FOOTBALL_GROUPS : BASKETBALL_GROUPS)[rank] ?? '其他';
}

export interface SquadGroup<P> {
  label: string;
  players: P[];
}

/** Groups in the order the positions run, players in each by shirt number. */
export function groupSquad<P extends { position: string; shirtNumber: number }>(
  sport: Sport,
  squad: readonly P[],
): SquadGroup<P>[] {
  const sorted = [...squad].sort(
    (a, b) =>
      positionRank(sport, a.position) - positionRank(sport, b.position) ||
      a.shirtNumber - b.shirtNumber,
  );
  const groups: SquadGroup<P>[] = [];
  for (const p of sorted) {
    const label = positionGroup(sport, p.position);
    const group = groups.find((g) => g.label === label);
    if (group) group.players.push(p);
    else groups.push({ label, players: [p] });
  }
  for (const g of groups) g.players.sort((a, b) => a.shirtNumber - b.shirtNumber);
  return groups;
}
