// HTTP routes of the main host's match and attention calls (spec §7 "Room and anchor API").
import type { FastifyInstance } from 'fastify';
import {
  dataHot,
  getAttentionMatchByUser,
  matchDates,
  matchHot,
  matchList,
  matchNext,
  matchReserve,
  matchSchedule,
  operAttention,
  pageAttention,
  pcAnchorByMatch,
  reserveMatchByUser,
} from '../../../contract/calls/match';
import { route } from '../../http/route';
import {
  allReserved,
  anchorsOfMatch,
  dateStrip,
  dayList,
  operAttention as follow,
  followedMatches,
  hotCompetitions,
  nextReserved,
  pageOfAttention,
  reserve,
  upcomingReserved,
} from './service';

export function matchApiRoutes(app: FastifyInstance) {
  const { db, bus, clock } = app.ctx;

  route(app, matchDates, () => dateStrip(db, clock()));
  route(app, matchHot, ({ query }) => dayList(db, bus, query.date, true, clock()));
  route(app, matchSchedule, ({ query }) => dayList(db, bus, query.date, false, clock()));
  route(app, dataHot, ({ query }) => hotCompetitions(db, query.size));

  route(app, matchNext, ({ query }) => nextReserved(db, query.userId));
  route(app, matchList, ({ query }) => upcomingReserved(db, query.anchorId));
  route(app, reserveMatchByUser, ({ query }) => allReserved(db, query.userId));
  route(app, pcAnchorByMatch, ({ query }) => anchorsOfMatch(db, query.matchId, query.matchType));
  route(app, matchReserve, ({ body, user }) => reserve(db, user, body));

  route(app, operAttention, ({ query, user }) =>
    follow(db, user, query, { db, bus, log: app.log }),
  );
  route(app, getAttentionMatchByUser, ({ user }) => followedMatches(db, bus, user, clock()));
  route(app, pageAttention, ({ query, user }) => pageOfAttention(db, user, query));
}
