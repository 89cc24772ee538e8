// Typed calls of the live-data host.
import { basketballList, footballList, liveTime } from '../../contract/calls/live';
import { tvMatchList } from '../../contract/calls/live-match';
import { type RequestOptions, request } from './request';

// Re-measured every minute in the background: not a load the visitor waits for, so no progress bar.
export const getServerTime = () => request(liveTime, undefined, { progress: false });

/** A China day's football list (today when `date` is omitted), with the scores channel seq it reflects. */
export const getFootballList = (date?: string, options?: RequestOptions) =>
  request(footballList, date === undefined ? {} : { date }, options);

/** A China day's basketball list (today when `date` is omitted), with the scores channel seq it reflects. */
export const getBasketballList = (date?: string, options?: RequestOptions) =>
  request(basketballList, date === undefined ? {} : { date }, options);

/** The home page's match strip: live matches and those starting within 3 hours, both sports. */
export const getHotMatches = (options?: RequestOptions) => request(tvMatchList, undefined, options);
