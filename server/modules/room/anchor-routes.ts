// HTTP routes of the anchor's room (info, up, down, settings, stream key, history), the /media play paths
// and the media cluster's hooks; and the app's link to its media server, whose recordings become replays.
import type { FastifyInstance } from 'fastify';
import {
  historyList,
  roomDown,
  roomInfo,
  roomStreamKey,
  roomUp,
  roomUpdate,
} from '../../../contract/calls/room';
import { route } from '../../http/route';
import { playbackDepsOf } from '../playback';
import { replayRecorded } from '../playback/service';
import { mediaFileRoutes } from './media-files';
import { mediaHookRoutes } from './media-hooks';
import {
  boundMatch,
  checkCover,
  downRoom,
  MediaLink,
  obsStreamKey,
  ownRoom,
  publishUrlFor,
  rotateStreamKey,
  sessionHistory,
  settingsOf,
  updateRoom,
  upRoom,
} from './service';

export function roomAnchorRoutes(app: FastifyInstance) {
  const { config, db, bus } = app.ctx;
  const link = new MediaLink(
    { db, bus },
    config.media.graceMs,
    app.log,
    config.media.mode === 'external',
    (room, recording) => replayRecorded(playbackDepsOf(app), room, recording),
  );
  app.decorate('media', link);
  // Before close, not on it: stopping streams still writes rooms and publishes on the bus.
  app.addHook('preClose', async () => {
    await link.server?.stop();
    link.server = null;
    link.close();
  });

  route(app, roomInfo, async ({ query, user, request }) => {
    const room = await ownRoom(db, user.id, query.roomId);
    return settingsOf(room, publishUrlFor(app, request));
  });

  route(app, roomUp, async ({ body, user, request }) => {
    const room = await ownRoom(db, user.id, body.roomId);
    const match = await boundMatch(db, body.matchId, body.matchType);
    const up = await upRoom({ db, bus }, room, { title: body.title, navId: body.navId, ...match });
    return settingsOf(up, publishUrlFor(app, request));
  });

  route(app, roomDown, async ({ query, user, request }) => {
    const room = await ownRoom(db, user.id, query.roomId);
    link.clearGrace(room.id);
    const down = await downRoom({ db, bus }, room);
    // The stream ends with the room; its stop finds the room offline and changes nothing.
    link.server?.kick(room.streamName);
    return settingsOf(down, publishUrlFor(app, request));
  });

  route(app, roomUpdate, async ({ body, user, request }) => {
    const room = await ownRoom(db, user.id, body.roomId);
    const match = await boundMatch(db, body.matchId, body.matchType);
    const updated = await updateRoom(app, room, {
      title: body.title,
      cover: body.cover === undefined ? undefined : checkCover(body.cover),
      notice: body.notice,
      navId: body.navId,
      slowModeSeconds: body.slowModeSeconds,
      match,
    });
    return settingsOf(updated, publishUrlFor(app, request));
  });

  route(app, roomStreamKey, async ({ body, user, request }) => {
    const room = await ownRoom(db, user.id, body.roomId);
    const secret = await rotateStreamKey(db, room.id);
    // The old key stops working at once, including a stream pushed with it now (a leaked key).
    link.server?.kick(room.streamName);
    return {
      publishUrl: publishUrlFor(app, request),
      streamKey: obsStreamKey(room.streamName, secret),
    };
  });

  route(app, historyList, async ({ query, user }) => {
    const room = await ownRoom(db, user.id, query.roomId);
    return sessionHistory(db, room, query);
  });

  mediaFileRoutes(app);
  mediaHookRoutes(app);
}
