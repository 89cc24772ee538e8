// The search of /v/anchor-barrage: which room's barrage the OBS overlay shows.
import { z } from 'zod';
import { dropped, idSearch } from '../../../lib/search-params';

/** ?roomId=12 → { roomId: 12 }; anything but a positive int4 is dropped. */
export const barrageSearch = z.object({ roomId: dropped(idSearch) });
export type BarrageSearch = z.output<typeof barrageSearch>;
