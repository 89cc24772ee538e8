// A click on a score row (outside its star, pin and links) opens that match's centre, /{type}/live/{id}.
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback } from 'react';
import type { MatchType } from '../../../contract/events';

export const matchCentreHref = (type: MatchType, id: number) => `/${type}/live/${id}`;

/**
 * One handler on the list rather than a link per row: the shared row component draws its cells on a
 * grid and holds buttons, which an anchor around it could not. The row names its match and sport in
 * data-match-id (and data-match-type on lists mixing both sports).
 */
export function useOpenMatch(type?: MatchType) {
  const router = useRouter();
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (e.defaultPrevented || target.closest('button, a, input, label, select')) return;
      const row = target.closest<HTMLElement>('[data-match-id]');
      const id = Number(row?.dataset.matchId);
      const sport = (row?.closest<HTMLElement>('[data-match-type]')?.dataset.matchType ?? type) as
        | MatchType
        | undefined;
      if (!row || !Number.isInteger(id) || id <= 0 || !sport) return;
      router.history.push(matchCentreHref(sport, id));
    },
    [router, type],
  );
}
