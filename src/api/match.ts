// Typed calls of the match and attention module: following a match or a user, and the matches a user follows.

import { getAttentionMatchByUser, operAttention } from '../../contract/calls/match';
import type { MatchType } from '../../contract/events';
import { request } from './request';

/** Follows (true) or unfollows a match; answers whether it is followed afterwards. */
export const followMatch = (matchType: MatchType, matchId: number, follow: boolean) =>
  request(operAttention, {
    type: 1,
    targetId: matchId,
    operateType: follow ? 1 : 0,
    matchType,
  });

/** Follows (true) or unfollows a user or anchor; answers whether it is followed afterwards. */
export const followUser = (userId: number, follow: boolean) =>
  request(operAttention, { type: 2, targetId: userId, operateType: follow ? 1 : 0 });

/** The logged-in user's followed matches that are upcoming, live or of today (both sports). */
export const getFollowedMatches = () => request(getAttentionMatchByUser);
