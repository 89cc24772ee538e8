// The season a competition is in, as the feed reports it: the id is stable (competition id × 10000 +
// the season's first year), so standings and data pages keep their links while the simulator runs.
import type { CompetitionSpec } from '../model';

export function seasonOf(spec: CompetitionSpec): { id: number; name: string } {
  const year = Number(spec.seasonName.slice(0, 4));
  return { id: spec.id * 10_000 + year, name: spec.seasonName };
}
