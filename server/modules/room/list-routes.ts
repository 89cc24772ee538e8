// HTTP routes of the room lists and detail, hot anchors and reports (spec §7 "Room and anchor API").
import type { FastifyInstance } from 'fastify';
import {
  followedRooms,
  hotAppRoom,
  matchRooms,
  type RoomCard,
  reportAdd,
  roomDetail,
  roomPage,
  userHot,
} from '../../../contract/calls/room';
import { route } from '../../http/route';
import { SerializedEnvelope } from '../../http/serialized';
import {
  addReport,
  detailOfRoom,
  followedRooms as followedRoomsOf,
  hotAnchors,
  hotRooms,
  pageOfRooms,
  roomsOfMatch,
  viewersOf,
  withLiveCover,
} from './service';

export function roomListRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const viewers = viewersOf(app);

  // A live room's card shows a frame of its stream when one has been taken (live-covers.ts).
  const covered = <T extends Pick<RoomCard, 'roomId' | 'status' | 'cover'>>(card: T) =>
    withLiveCover(app, card);
  const coveredPage = <P extends { list: RoomCard[] }>(page: P) => ({
    ...page,
    list: page.list.map(covered),
  });

  route(app, roomPage, async ({ query }) => coveredPage(await pageOfRooms(db, viewers, query)));
  route(app, hotAppRoom, async ({ query }) =>
    (await hotRooms(db, viewers, query.size)).map(covered),
  );
  // With an ETag (304 when unchanged): a page whose socket cannot connect polls it. The detail carries
  // the room channel's seq, so any push changes it.
  route(
    app,
    roomDetail,
    async ({ query, user }) =>
      new SerializedEnvelope(
        covered(
          await detailOfRoom(
            { ...ctx, viewers, hls: app.media.hls },
            query.roomId,
            user?.id ?? null,
          ),
        ),
      ),
  );
  route(app, followedRooms, async ({ query, user }) =>
    coveredPage(await followedRoomsOf(db, viewers, user.id, query)),
  );
  route(app, matchRooms, async ({ query }) =>
    (await roomsOfMatch(db, viewers, query.matchId, query.matchType)).map(covered),
  );
  route(app, userHot, ({ query }) => hotAnchors(db, viewers, query.size));
  route(app, reportAdd, ({ body, user }) => addReport(ctx, user.id, body));
}
