// The server side of the fan-out bench: the real app (PGlite in memory, in-process bus, no Redis) on a free port,
// publishing through app.ctx.bus exactly as a service would.
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { eventData } from '../../contract/events';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { CHANNEL } from './messages';
import { scoreData } from './payload';
import { failed, serve } from './server-probe';

// A real match.score is ~150 bytes and its schema strips unknown fields, so in this process only the
// schema also admits the send stamp and the padding the 1 KB target asks for. The bus reads the schema
// at publish time: validation, seq, replay buffer and room emit all run unchanged.
const scoreSchemas = eventData as unknown as Record<string, z.ZodObject>;
scoreSchemas['match.score'] = scoreSchemas['match.score']!.extend({
  sentUs: z.number(),
  pad: z.string(),
});

try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: './.tmp/no-client-build',
  });
  const database = await openDatabase({ pglite: await PGlite.create() });
  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: 0 });
  const { port } = app.server.address() as { port: number };
  const envelope = (seq: number, data: unknown) => ({
    channel: CHANNEL,
    seq,
    type: 'match.score',
    data,
    at: Date.now(),
  });
  serve({
    gateway: 'bus',
    port,
    sockets: () => app.io.engine.clientsCount,
    async publish(n, sentUs) {
      const data = scoreData(n, sentUs, (d) => envelope(n, d));
      const event = await app.ctx.bus.publish(CHANNEL, 'match.score', data);
      if (typeof (event.data as { sentUs?: unknown }).sentUs !== 'number') {
        throw new Error(
          'the bus dropped the send stamp from match.score data: latency cannot be measured',
        );
      }
      // socket.io's frame: `42["event",{…}]` (plus the recovery offset the session-aware adapter appends).
      const frameBytes = 2 + Buffer.byteLength(JSON.stringify(['event', event]));
      return { seq: event.seq, frameBytes };
    },
    async close() {
      await app.close();
      await database.close();
    },
  });
} catch (err) {
  failed(err);
}
