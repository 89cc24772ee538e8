// The realtime messages a client reads, as light shapes (contract/light): the browser checks pushes with them
// without zod. In the client build this module is replaced by its values, evaluated at build time (vite.config.ts),
// so the schemas below stay the one place each rule is written.
import { z } from 'zod';
import { channelEventSchema, EVENT_BATCH_MAX, failedAck, resyncNotice } from './events';
import { describeSchema } from './light/shape';

/** One pushed event, discriminated on `type` (contract/events.ts channelEventSchema). */
export const channelEventShape = describeSchema(channelEventSchema);

/**
 * The subscribe answer, with its replay read event by event: one event of a type this client does
 * not know (a newer server) leaves a hole that resyncs, rather than making the whole answer unreadable.
 */
export const subscribeAnswerShape = describeSchema(
  z.union([
    z.object({
      ok: z.literal(true),
      channel: z.string(),
      seq: z.number().int().nonnegative(),
      replay: z.array(z.unknown()),
      resync: z.literal(true).optional(),
    }),
    failedAck,
  ]),
);

/** An 'events' push, read envelope by envelope like the replay (one unknown type leaves one hole). */
export const eventBatchShape = describeSchema(z.array(z.unknown()).max(EVENT_BATCH_MAX));

/** The server's notice that a channel's continuity is lost. */
export const resyncNoticeShape = describeSchema(resyncNotice);
