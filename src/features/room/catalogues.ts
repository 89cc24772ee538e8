// The room's catalogues (gifts, barrage colours, nobility bubbles, emojis) from the data cache: loaded once
// per page visit and shared by every panel that reads them; a failed load is tried again the next time
// one is asked for, and the gift list again when the operators change it (catalogue.changed).
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallData } from '../../../contract/call';
import { barrageAll, giftAll, nobilityBubble } from '../../../contract/calls/chat';
import { getEmojis } from '../../../contract/calls/user';
import { type CatalogueChange, catalogueChanges$ } from '../../../streams/catalogue';
import type { ApiResult } from '../../api/result';
import { callQuery, invalidateCall } from '../../lib/query';

type Catalogue<T> = UseQueryOptions<ApiResult<T>, Error, ApiResult<T>, QueryKey>;

/** Never changes during a visit: fresh for good once it answered, stale at once when it failed, so
 *  the next reader asks again. */
const catalogue = <T>(query: Catalogue<T>): Catalogue<T> => ({
  ...query,
  staleTime: (q) => (q.state.data?.success ? Number.POSITIVE_INFINITY : 0),
});

export const roomGifts = catalogue(callQuery(giftAll));
export const barrageStyles = catalogue(callQuery(barrageAll));
export const nobilityBubbles = catalogue(callQuery(nobilityBubble, undefined, { progress: false }));
export const emojiGroups = catalogue(callQuery(getEmojis, undefined, { progress: false }));

/** A catalogue's value; null until loaded (or when it failed). */
export function useCatalogue<T>(query: Catalogue<T>): T | null {
  const { data } = useQuery(query);
  return data?.success ? data.data : null;
}

export type NobilityBubble = CallData<typeof nobilityBubble>[number];

/** Runs `then` on each change of the given kind the operators make while the component is shown. */
export function useCatalogueChanges(what: CatalogueChange['what'], then: () => void) {
  useEffect(() => {
    const sub = catalogueChanges$.subscribe((change) => {
      if (change.what === what) then();
    });
    return () => sub.unsubscribe();
  }, [what, then]);
}

const reloadGifts = () => void invalidateCall(giftAll);

/** The gift list, loaded again when an operator changes a gift (price, name, order, on/off). */
export function useRoomGifts() {
  useCatalogueChanges('gifts', reloadGifts);
  return useCatalogue(roomGifts);
}
