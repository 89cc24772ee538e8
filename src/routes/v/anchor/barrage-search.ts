// The search of /v/anchor-barrage: which room's barrage the OBS overlay shows.
import { dropped, idSearch, type SearchOf, searchSchema } from '../../../lib/search-params';

/** ?roomId=12 → { roomId: 12 }; anything but a positive int4 is dropped. */
export const barrageSearch = searchSchema({ roomId: dropped(idSearch) });
export type BarrageSearch = SearchOf<typeof barrageSearch>;
