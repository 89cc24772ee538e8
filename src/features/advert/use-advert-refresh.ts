// Keeps the adverts on screen current: when an operator changes a place (advert.changed on the site channel),
// the cached lists of that place go stale and the ones on screen load again, without a reload.
import { useEffect } from 'react';
import { advertList, bannerList, posterCateList } from '../../../contract/calls/advert';
import { ALL_PLACES, advertChanges$ } from '../../../streams/advert-changes';
import { queryClient } from '../../lib/query';

const advertPaths = new Set<unknown>([advertList.path, bannerList.path, posterCateList.path]);

/** Whether a cached query (keyed [call.path, input] by callQuery) lists the adverts of a place. */
export function showsPlace(queryKey: readonly unknown[], place: string) {
  if (!advertPaths.has(queryKey[0])) return false;
  if (place === ALL_PLACES) return true;
  const input = queryKey[1] as { placeCode?: unknown } | undefined;
  // bannerList's place defaults to home when none is given.
  const shown = input?.placeCode ?? (queryKey[0] === bannerList.path ? 'home' : undefined);
  return typeof shown === 'string' && shown.trim() === place;
}

export function useAdvertRefresh() {
  useEffect(() => {
    const sub = advertChanges$.subscribe((place) => {
      void queryClient.invalidateQueries({ predicate: (q) => showsPlace(q.queryKey, place) });
    });
    return () => sub.unsubscribe();
  }, []);
}
