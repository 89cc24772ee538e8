// The job that returns expired red packets: every minute in each app process (the packet's row lock makes
// two processes returning one packet at once harmless: the second finds it returned).
import type { FastifyInstance } from 'fastify';
import { expireRedPackets } from './red-packet';

export const RED_PACKET_SWEEP_MS = 60_000;

export function startRedPacketJob(app: FastifyInstance, every = RED_PACKET_SWEEP_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireRedPackets(app.ctx)
      .then((returned) => {
        if (returned.length > 0) app.log.info({ returned }, 'red packets returned');
      })
      .catch((err: Error) => app.log.warn({ err: err.message }, 'red packet sweep failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
