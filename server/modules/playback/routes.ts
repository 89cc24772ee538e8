// HTTP routes of playback (spec §7 /api/back/*, /inform/movie-highlights*): replays by room and by day, one
// replay with its chapters and its match's clips, its chat by time window, highlights and buying them.
import type { FastifyInstance } from 'fastify';
import {
  backChat,
  backDetail,
  backList,
  backPageByRoom,
  movieHighlights,
  movieHighlightsDetail,
  movieHighlightsPay,
} from '../../../contract/calls/playback';
import { route } from '../../http/route';
import { idempotencyKeyOf } from '../pay/service';
import {
  buyHighlight,
  countReplayView,
  findReplay,
  highlightDetail,
  highlightList,
  matchClips,
  replayCards,
  replayChapters,
  replayChat,
  replayList,
  replaysOfRoom,
} from './service';

export function playbackRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const signer = { secret: ctx.config.playback.urlSecret, ttlMs: ctx.config.playback.urlTtlMs };

  route(app, backPageByRoom, ({ body }) => replaysOfRoom(db, body.roomId, body));

  route(app, backList, ({ query }) => replayList(db, query));

  route(app, backDetail, async ({ query, user }) => {
    const replay = await findReplay(db, query.recordId);
    const [[card], chapters, clips] = await Promise.all([
      replayCards(db, [replay]),
      replayChapters(db, replay.matchId, replay.parts),
      replay.matchId === null
        ? { packageId: null, clips: [] }
        : matchClips(db, replay.matchId, user?.id ?? null, signer),
      countReplayView(db, replay.id),
    ]);
    return { ...card!, chapters, matchClips: clips.clips, packageId: clips.packageId };
  });

  route(app, backChat, async ({ query }) =>
    replayChat(db, await findReplay(db, query.recordId), query.from, query.to),
  );

  route(app, movieHighlights, ({ query, user }) =>
    highlightList(db, query, user?.id ?? null, signer),
  );

  route(app, movieHighlightsDetail, ({ query, user }) =>
    highlightDetail(db, query.id, user?.id ?? null, signer),
  );

  route(app, movieHighlightsPay, ({ query, user, request }) =>
    buyHighlight(ctx, user.id, query.id, idempotencyKeyOf(request)),
  );
}
