// Typed calls of the live-data host.
import { basketballList, footballList, liveTime } from '../../contract/calls/live';
import { type RequestOptions, request } from './request';

// Re-measured every minute in the background: not a load the visitor waits for, so no progress bar.
export const getServerTime = () => request(liveTime, undefined, { progress: false });

/** A China day's football list (today when `date` is omitted), with the scores channel seq it reflects. */
export const getFootballList = (date?: string, options?: RequestOptions) =>
  request(footballList, date === undefined ? {} : { date }, options);

/** A China day's basketball list (today when `date` is omitted), with the scores channel seq it reflects. */
export const getBasketballList = (date?: string, options?: RequestOptions) =>
  request(basketballList, date === undefined ? {} : { date }, options);
