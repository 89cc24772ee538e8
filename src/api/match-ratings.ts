// Fans' player ratings (赛后评分): sending a fan's scores; the sheet itself is read through callQuery(ratingSheet).
import { ratingAdd } from '../../contract/calls/community';
import { request } from './request';

export const ratePlayers = (matchId: number, ratings: { playerId: number; score: number }[]) =>
  request(ratingAdd, { matchId, ratings });
