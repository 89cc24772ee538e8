// Typed calls of the odds pages: every bookmaker's lines of a match, and one bookmaker's history of one market.
import type { z } from 'zod';
import { matchOdds, oddsHistory, type oddsMarket } from '../../contract/calls/live-odds';
import type { MatchType } from '../../contract/events';
import { request } from './request';

/** europe 欧赔, asia 亚盘 (让分), overUnder 大小 (总分). */
export type OddsMarket = z.output<typeof oddsMarket>;

/** Opening and current lines of every bookmaker (all three markets when `market` is omitted), with the match channel seq. */
export const getMatchOdds = (type: MatchType, matchId: number, market?: OddsMarket) =>
  request(matchOdds, market === undefined ? { type, matchId } : { type, matchId, market });

/** Every move of one bookmaker's line in one market, oldest first (the first is the opening line). */
export const getOddsHistory = (
  type: MatchType,
  matchId: number,
  bookmakerId: number,
  market: OddsMarket,
) => request(oddsHistory, { type, matchId, bookmakerId, market });
