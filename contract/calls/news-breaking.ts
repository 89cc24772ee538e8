// Breaking news (快讯): the newest article an operator flagged, for a page opened after the push went out.
import { defineCall } from '../call';
import { eventData } from '../events';

/** How long a breaking item is shown after it was flagged (pushed, or read by a page opened later). */
export const BREAKING_NEWS_MS = 30 * 60_000;

export const newsBreakingItem = eventData['news.breaking'];

export const newsBreaking = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/info/breaking',
  summary: '最新一条未过期的快讯（标记后 30 分钟内）；没有时为 null',
  tag: 'news',
  auth: 'none',
  response: newsBreakingItem.nullable(),
});
