// Typed calls of playback (回放) and highlights (集锦): replays by room and by day, one replay with its
// chapters and clips, its chat in time with the video, match highlights and buying them.
import type { CallInput } from '../../contract/call';
import {
  backChat,
  backDetail,
  backList,
  backPageByRoom,
  movieHighlights,
  movieHighlightsDetail,
  movieHighlightsPay,
} from '../../contract/calls/playback';
import { paidRequest } from './paid';
import { request } from './request';

export const getReplaysOfRoom = (input: CallInput<typeof backPageByRoom>) =>
  request(backPageByRoom, input);
export const getReplays = (input: CallInput<typeof backList> = {}) => request(backList, input);
export const getReplay = (recordId: number) => request(backDetail, { recordId });
export const getReplayChat = (input: CallInput<typeof backChat>) => request(backChat, input);
export const getHighlights = (input: CallInput<typeof movieHighlights> = {}) =>
  request(movieHighlights, input);
export const getHighlight = (id: number) => request(movieHighlightsDetail, { id });
/** One key per click of 购买 (src/api/paid.ts): a retry moves the money once. */
export const buyHighlight = (id: number, key: string) =>
  paidRequest(movieHighlightsPay, key, { id });
