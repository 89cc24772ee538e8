// Starts the embedded media server for a built app (server/main.ts, and the media tests): RTMP in,
// HTTP-FLV through the app, ffmpeg for HLS and recordings when it is installed. Without ffmpeg the rooms
// still go live over HTTP-FLV; with MEDIA=external or off nothing starts here.
import type { FastifyInstance } from 'fastify';
import { EmbeddedMedia } from '../../providers/media/embedded';
import { findFfmpeg } from '../../providers/media/ffmpeg';

export interface StartedMedia {
  ffmpeg: string | null;
  rtmpPort: number | null;
}

export async function startMedia(app: FastifyInstance): Promise<StartedMedia> {
  const { media } = app.ctx.config;
  const ffmpeg = findFfmpeg(media.ffmpeg);
  if (media.mode !== 'embedded') {
    app.log.info({ mode: media.mode }, 'media: no embedded media server (MEDIA is not embedded)');
    if (media.mode === 'external') await app.media.sweep();
    return { ffmpeg, rtmpPort: null };
  }
  if (!ffmpeg)
    app.log.warn(
      'media: ffmpeg not found — live rooms play over HTTP-FLV only (no HLS, no recordings, no demo streams); install ffmpeg or set FFMPEG_PATH',
    );
  const server = new EmbeddedMedia({
    rtmpPort: media.rtmpPort,
    dir: media.dir,
    ffmpeg,
    gate: app.media,
    log: app.log,
  });
  try {
    await server.start();
  } catch (err) {
    // Another process of this deployment already runs it (one RTMP port per host): serve without.
    app.log.warn({ err: String(err) }, 'media: embedded media server not started');
    await server.stop().catch(() => {});
    return { ffmpeg, rtmpPort: null };
  }
  app.media.server = server;
  await app.media.sweep();
  app.log.info(
    { rtmpPort: server.rtmpPort, hls: server.hls },
    'media: embedded media server ready',
  );
  return { ffmpeg, rtmpPort: server.rtmpPort };
}
