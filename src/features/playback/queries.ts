// Playback's calls as cached queries (src/lib/query.ts): lists by day, sport, room or match, one replay,
// one highlights package; the pages and the links from the match centre and the anchor's space share them.
import type { CallInput } from '../../../contract/call';
import {
  backDetail,
  backList,
  backPageByRoom,
  movieHighlights,
  movieHighlightsDetail,
} from '../../../contract/calls/playback';
import type { MatchType } from '../../../contract/events';
import { callQuery } from '../../lib/query';

/** The home's sport tab: /playback/1 football, /playback/2 basketball, /playback all. */
export type PlaybackSport = '1' | '2' | undefined;

export const matchTypeOf = (sport: PlaybackSport): MatchType | undefined =>
  sport === '1' ? 'football' : sport === '2' ? 'basketball' : undefined;

type ListInput = CallInput<typeof backList>;

export const replayListQuery = (input: ListInput) => callQuery(backList, input);

export const highlightListQuery = (input: CallInput<typeof movieHighlights>) =>
  callQuery(movieHighlights, input);

export const roomReplaysQuery = (roomId: number, page: number, pageSize?: number) =>
  callQuery(backPageByRoom, { roomId, page, ...(pageSize ? { pageSize } : {}) });

export const replayQuery = (recordId: number) => callQuery(backDetail, { recordId });

export const highlightQuery = (id: number) => callQuery(movieHighlightsDetail, { id });
