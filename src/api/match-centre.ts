// Typed calls of the match centre: one match with its live details (football, basketball) and its analysis.
import { basketAnalysis, basketMatch, fbAnalysis, fbMatch } from '../../contract/calls/live-match';
import type { MatchType } from '../../contract/events';
import { request } from './request';

/** A football match with its timeline, statistics and line-ups, and the match channel's seq. */
export const getFootballMatch = (id: number) => request(fbMatch, { id });

/** A basketball match with its quarter scores, box score and leaders, and the match channel's seq. */
export const getBasketballMatch = (id: number) => request(basketMatch, { id });

/** Football analysis: head-to-head, recent form (胜平负), the table and upcoming fixtures. */
export const getFootballAnalysis = (id: number) => request(fbAnalysis, { id });

/** Basketball analysis: head-to-head, recent form (胜负), the table and upcoming fixtures. */
export const getBasketballAnalysis = (id: number) => request(basketAnalysis, { id });

/** The analysis of a match of either sport. */
export const getAnalysis = (type: MatchType, id: number) =>
  type === 'football' ? getFootballAnalysis(id) : getBasketballAnalysis(id);
