// The search of /live/report: which room is reported (?roomId=), else the user picks none.
import { z } from 'zod';
import { dropped, idSearch } from '../../lib/search-params';

export const reportSearch = z.object({ roomId: dropped(idSearch) });
