// The entry page's search: competitions whose full or short name holds the words, in index order.
import type { CompetitionInfo, LibrarySportIndex } from '../../../../contract/calls/live-library';

export function searchIndex(index: LibrarySportIndex, words: string): CompetitionInfo[] {
  const kw = words.trim().toLowerCase();
  if (kw === '') return [];
  const seen = new Set<number>();
  const out: CompetitionInfo[] = [];
  for (const r of index.regions)
    for (const country of r.countries)
      for (const c of country.competitions) {
        const hit =
          c.name.toLowerCase().includes(kw) ||
          c.shortName.toLowerCase().includes(kw) ||
          c.country.includes(kw);
        if (hit && !seen.has(c.id)) {
          seen.add(c.id);
          out.push(c);
        }
      }
  return out;
}
