// The playback module (回放, 集锦): its routes, the media job queue that cuts clips (when ffmpeg is found),
// and the hourly retention sweep of replays' media.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findFfmpeg } from '../../providers/media/ffmpeg';
import { clipJob } from './clip-job';
import { MediaJobQueue } from './jobs';
import { playbackRoutes } from './routes';
import { type PlaybackDeps, sweepReplays } from './service';

const RETENTION_EVERY_MS = 3_600_000;

/** What the room module's media link needs to keep a finished recording (see service.ts replayRecorded). */
export function playbackDepsOf(app: FastifyInstance): PlaybackDeps {
  const { config, db } = app.ctx;
  return {
    db,
    mediaDir: config.media.dir,
    planning: config.playback,
    kick: () => app.mediaJobs?.kick(),
  };
}

// Shared with the parent (fastify-plugin): the media link on the root app reaches the queue as app.mediaJobs.
export const playbackModule = fp(
  async (app) => {
    const { config, db } = app.ctx;
    playbackRoutes(app);
    const ffmpeg = config.media.mode === 'off' ? null : findFfmpeg(config.media.ffmpeg);
    const queue = ffmpeg
      ? new MediaJobQueue({
          db,
          log: app.log,
          concurrency: config.playback.jobConcurrency,
          handlers: { clip: clipJob({ db, ffmpeg, mediaDir: config.media.dir, log: app.log }) },
        })
      : null;
    app.decorate('mediaJobs', queue);
    let timer: NodeJS.Timeout | null = null;
    const sweep = () =>
      sweepReplays(db, config.media.dir, config.playback).then(
        (ids) => ids.length > 0 && app.log.info({ replays: ids }, 'playback: replays expired'),
        (err) => app.log.error({ err }, 'playback: retention sweep failed'),
      );
    app.addHook('onReady', async () => {
      queue?.start();
      // Tests sweep with their own clock.
      if (config.env !== 'test') {
        void sweep();
        timer = setInterval(sweep, RETENTION_EVERY_MS);
        timer.unref();
      }
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await queue?.stop();
    });
  },
  { name: 'playback' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The media job queue (clip cutting); null without ffmpeg. */
    mediaJobs: MediaJobQueue | null;
  }
}
