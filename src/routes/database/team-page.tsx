// A team in the data library. Being built (issue 21).
import type { Sport } from '../../features/library/sport';

export function TeamPage(props: { sport: Sport; id: number }) {
  return <div data-testid="team-page" data-id={props.id} data-sport={props.sport} />;
}
