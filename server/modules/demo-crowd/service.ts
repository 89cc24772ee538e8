// The demo crowd's public face: started by server/main.ts with demo data on (and DEMO_CROWD not 0), stopped before
// the app closes. The room crowd needs the demo streams; the commenters under the headlines and the community's
// crowd do not. Each ticks one at a time: a slow database delays the next tick, never stacks them.
import type { FastifyInstance } from 'fastify';
import { paymentsOf } from '../pay/service';
import { viewersOf } from '../room/service';
import { type CommentersOptions, DemoCommenters, defaultCommentersOptions } from './commenters';
import {
  type CommunityCrowdOptions,
  DemoCommunity,
  defaultCommunityCrowdOptions,
} from './community';
import { type CrowdOptions, DemoCrowd } from './crowd';

export {
  type CommentersOptions,
  DemoCommenters,
  defaultCommentersOptions,
  FAN_ADDRESSES,
  type Fan,
  loadDemoFans,
} from './commenters';
export {
  type CommunityCrowdOptions,
  DemoCommunity,
  defaultCommunityCrowdOptions,
} from './community';
export { type CrowdDeps, type CrowdOptions, DemoCrowd, defaultCrowdOptions } from './crowd';
export { crowdLines, type Moment, momentOf } from './lines';

export interface RunningCrowd {
  crowd: DemoCrowd;
  stop(): Promise<void>;
}

/** Runs `tick` every `tickMs` after the previous one has finished, until stopped. */
function everyTick(
  app: FastifyInstance,
  name: string,
  tick: () => Promise<unknown>,
  tickMs: number,
) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    if (stopped) return;
    running = tick()
      .then(() => undefined)
      .catch((err) => app.log.warn({ err }, `${name}: tick failed`))
      .then(() => {
        if (!stopped) timer = setTimeout(next, tickMs);
      });
  };
  let timer = setTimeout(next, tickMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

export async function startDemoCrowd(
  app: FastifyInstance,
  roomIds: number[],
  options: Partial<CrowdOptions> = {},
): Promise<RunningCrowd> {
  const crowd = new DemoCrowd(
    { ctx: app.ctx, viewers: viewersOf(app), payments: paymentsOf(app).current },
    roomIds,
    options,
  );
  const fans = await crowd.load();
  app.log.info({ fans: fans.length, rooms: roomIds.length }, 'demo crowd started');
  const stop = everyTick(app, 'demo crowd', () => crowd.tick(), options.tickMs ?? 5_000);
  return {
    crowd,
    async stop() {
      await stop();
      crowd.leaveAll();
    },
  };
}

/** Comments under the newest articles: a burst at start (so a new site has a conversation), then a few a minute. */
export async function startDemoCommenters(
  app: FastifyInstance,
  options: Partial<CommentersOptions> = {},
): Promise<{ stop(): Promise<void> }> {
  const commenters = new DemoCommenters(app.ctx, options);
  const fans = await commenters.load();
  app.log.info({ fans: fans.length }, 'demo commenters started');
  const warm = commenters
    .warmUp(24)
    .catch((err) => app.log.warn({ err }, 'demo commenters: warm-up failed'));
  const stop = everyTick(
    app,
    'demo commenters',
    async () => {
      await warm;
      await commenters.tick();
    },
    options.tickMs ?? defaultCommentersOptions.tickMs,
  );
  return {
    async stop() {
      await warm;
      await stop();
    },
  };
}

/**
 * Fans in the circles: a few comments and likes at start (so the newest posts have a conversation), then posts,
 * comments and likes at an evening's pace.
 */
export async function startDemoCommunity(
  app: FastifyInstance,
  options: Partial<CommunityCrowdOptions> = {},
): Promise<{ stop(): Promise<void> }> {
  const community = new DemoCommunity(app.ctx, options);
  const fans = await community.load();
  app.log.info({ fans: fans.length }, 'demo community crowd started');
  const warm = community
    .warmUp(30)
    .catch((err) => app.log.warn({ err }, 'demo community crowd: warm-up failed'));
  const stop = everyTick(
    app,
    'demo community crowd',
    async () => {
      await warm;
      await community.tick();
    },
    options.tickMs ?? defaultCommunityCrowdOptions.tickMs,
  );
  return {
    async stop() {
      await warm;
      await stop();
    },
  };
}
