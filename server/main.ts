// Starts qiulive from the environment: database (migrated, seeded on first start), HTTP + socket.io server.
// First: how far V8 lets the heap grow past what is alive (see heap-growth.ts).
import './heap-growth';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirBusy } from './db/data-dir-lock';
import { seedDemoData } from './db/seed';
import { startDemoExperts } from './modules/demo-crowd/experts';
import {
  type RunningCrowd,
  startDemoCommenters,
  startDemoCommunity,
  startDemoCrowd,
} from './modules/demo-crowd/service';
import { configuredFeed } from './modules/match/feed';
import { type DemoStreams, startDemoStreams } from './modules/room/demo-streams';
import { startMedia } from './modules/room/media-start';
import { type LiveCovers, startLiveCovers } from './modules/room/service';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  if (config.demoData) await seedDemoData(database.db);
  const app = await buildApp({ config, database });
  let demoStreams: DemoStreams | null = null;
  let demoCrowd: RunningCrowd | null = null;
  let demoCommenters: { stop(): Promise<void> } | null = null;
  let demoCommunity: { stop(): Promise<void> } | null = null;
  let demoExperts: { stop(): Promise<void> } | null = null;
  let liveCovers: LiveCovers | null = null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Demo pushes first, so no ffmpeg is left behind; closing the app stops the media server.
    await demoCrowd?.stop();
    await demoCommenters?.stop();
    await demoCommunity?.stop();
    await demoExperts?.stop();
    await liveCovers?.stop();
    await demoStreams?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`qiulive ready on http://${shown}:${config.port} (database: ${database.kind})`);
  const media = await startMedia(app);
  // Live rooms' cards show a frame of their stream (needs ffmpeg and the embedded media server).
  if (media.ffmpeg && media.rtmpPort)
    liveCovers = startLiveCovers(app, media.ffmpeg, media.rtmpPort);
  // Fans talk under the headlines and in the circles whether or not the demo rooms are live.
  if (config.demoData && config.media.demoCrowd) {
    demoCommenters = await startDemoCommenters(app);
    demoCommunity = await startDemoCommunity(app);
    demoExperts = await startDemoExperts(app);
  }
  if (config.demoData && config.media.demoStreams && media.rtmpPort) {
    if (media.ffmpeg) {
      demoStreams = await startDemoStreams(app, media.ffmpeg, media.rtmpPort);
      if (config.media.demoCrowd) demoCrowd = await startDemoCrowd(app, demoStreams.roomIds);
    } else app.log.warn('demo streams: ffmpeg not installed, the demo rooms stay offline');
  }
  // Match data fills in behind the open site: today's board first, the rest of the window after.
  // One process of a deployment runs the feed (a lease in Redis when REDIS_URL is set).
  if (config.feed.provider !== 'off')
    app.ctx.feed.lead(
      () => configuredFeed(config, app.log, app.ctx.clock, app.ctx.db),
      app.ctx.kv,
      config.feed.lease,
    );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirBusy) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
