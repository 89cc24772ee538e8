// A competition in the data library: its table, schedule, bracket and leaders. Being built (issue 21).
import type { CompetitionTab } from '../../../contract/pages';
import type { Sport } from '../../features/library/sport';

export function CompetitionPage(props: {
  sport: Sport;
  id: number;
  seasonId?: number;
  tab: CompetitionTab;
}) {
  return <div data-testid="competition-page" data-id={props.id} data-tab={props.tab} />;
}
