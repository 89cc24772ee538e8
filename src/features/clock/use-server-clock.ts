// The server's clock for components: streams/server-clock.ts measures and ticks; this reads it through the one hook.
import { type ServerTime, serverTime$ } from '../../../streams/server-clock';
import { useObservable } from '../../lib/use-observable';

export type ServerClock = ServerTime;

const SYNCING: ServerClock = { status: 'syncing' };

export function useServerClock(): ServerClock {
  return useObservable(serverTime$, SYNCING);
}
