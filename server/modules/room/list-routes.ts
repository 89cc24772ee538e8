// HTTP routes of the room lists and detail, hot anchors and reports (spec §7 "Room and anchor API").
import type { FastifyInstance } from 'fastify';
import {
  followedRooms,
  hotAppRoom,
  matchRooms,
  reportAdd,
  roomDetail,
  roomPage,
  userHot,
} from '../../../contract/calls/room';
import { route } from '../../http/route';
import {
  addReport,
  detailOfRoom,
  followedRooms as followedRoomsOf,
  hotAnchors,
  hotRooms,
  pageOfRooms,
  roomsOfMatch,
  viewersOf,
} from './service';

export function roomListRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const viewers = viewersOf(app);

  route(app, roomPage, ({ query }) => pageOfRooms(db, viewers, query));
  route(app, hotAppRoom, ({ query }) => hotRooms(db, viewers, query.size));
  route(app, roomDetail, ({ query, user }) =>
    detailOfRoom({ ...ctx, viewers, hls: app.media.hls }, query.roomId, user?.id ?? null),
  );
  route(app, followedRooms, ({ query, user }) => followedRoomsOf(db, viewers, user.id, query));
  route(app, matchRooms, ({ query }) => roomsOfMatch(db, viewers, query.matchId, query.matchType));
  route(app, userHot, ({ query }) => hotAnchors(db, viewers, query.size));
  route(app, reportAdd, ({ body, user }) => addReport(ctx, user.id, body));
}
