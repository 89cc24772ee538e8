// Typed calls of the site-wide leaderboards: 主播榜 and 土豪榜 by day, week or month.
import { type RankType, rankAnchor, rankPrice } from '../../contract/calls/rank';
import { request } from './request';

export const getAnchorRank = (rankType: RankType) => request(rankAnchor, { rankType });

export const getSpenderRank = (rankType: RankType) => request(rankPrice, { rankType });
