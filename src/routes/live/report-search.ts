// The search of /live/report: which room is reported (?roomId=), else the user picks none.
import { roomDetail } from '../../../contract/calls/room';
import { callQuery } from '../../lib/query';
import { dropped, idSearch, searchSchema } from '../../lib/search-params';

export const reportSearch = searchSchema({ roomId: dropped(idSearch) });

/** The reported room's card; the route loads it, the page reads it. */
export const roomQuery = (roomId: number, progress = true) =>
  callQuery(roomDetail, { roomId }, { progress });
