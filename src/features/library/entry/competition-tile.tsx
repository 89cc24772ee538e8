// One competition in the library's index: crest and name, linking to its page.
import type { CompetitionInfo } from '../../../../contract/calls/live-library';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { competitionPath, type Sport } from '../sport';

export function CompetitionTile({ sport, c }: { sport: Sport; c: CompetitionInfo }) {
  return (
    <SiteLink
      href={competitionPath(sport, c.id)}
      data-testid="library-competition"
      title={c.name}
      className="flex min-w-0 items-center gap-2 rounded px-2 py-1.5 hover:bg-red-50 hover:text-red-600"
    >
      <Crest kind="competition" id={c.id} name={c.shortName} size={24} lazy />
      <span className="truncate text-sm">{c.shortName}</span>
    </SiteLink>
  );
}

/** The 热门 grid: bigger crests over the short name. */
export function HotTile({ sport, c }: { sport: Sport; c: CompetitionInfo }) {
  return (
    <SiteLink
      href={competitionPath(sport, c.id)}
      data-testid="library-hot"
      title={c.name}
      className="flex min-w-0 flex-col items-center gap-1.5 rounded-lg p-2 hover:bg-red-50 hover:text-red-600"
    >
      <Crest kind="competition" id={c.id} name={c.shortName} size={40} />
      <span className="w-full truncate text-center text-xs">{c.shortName}</span>
    </SiteLink>
  );
}
