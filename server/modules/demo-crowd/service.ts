// The demo crowd's public face: started by server/main.ts with demo data and the demo streams on (and
// DEMO_CROWD not 0), stopped before the app closes. Ticks one at a time: a slow database delays the next
// tick, never stacks them.
import type { FastifyInstance } from 'fastify';
import { paymentsOf } from '../pay/service';
import { viewersOf } from '../room/service';
import { type CrowdOptions, DemoCrowd } from './crowd';

export { type CrowdDeps, type CrowdOptions, DemoCrowd, defaultCrowdOptions } from './crowd';
export { crowdLines, type Moment, momentOf } from './lines';

export interface RunningCrowd {
  crowd: DemoCrowd;
  stop(): Promise<void>;
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
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tickMs = options.tickMs ?? 5_000;
  const next = () => {
    if (stopped) return;
    running = crowd
      .tick()
      .catch((err) => app.log.warn({ err }, 'demo crowd: tick failed'))
      .then(() => {
        if (!stopped) timer = setTimeout(next, tickMs);
      });
  };
  let timer = setTimeout(next, tickMs);
  return {
    crowd,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      crowd.leaveAll();
    },
  };
}
