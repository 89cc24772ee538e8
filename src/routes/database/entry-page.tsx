// 资料库's entry page of one sport (/database/fb/page, /database/lq/page). Being built (issue 21).
import type { Sport } from '../../features/library/sport';

export function DatabaseEntryPage({ sport }: { sport: Sport }) {
  return <div data-testid="database-entry" data-sport={sport} />;
}
