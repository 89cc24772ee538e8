// The live minute of one row: it alone follows the ticking server clock, so a tick re-renders this
// cell and not the row (nor any other row).
import type { MatchType } from '../../../../contract/events';
import { serverNow, serverTime$ } from '../../../../streams/server-clock';
import { useObservable } from '../../../lib/use-observable';
import { type ClockFields, monotonicMinute } from '../minute';

const SYNCING = { status: 'syncing' } as const;

export function LiveMinute({
  type,
  match,
  fallback,
}: {
  type: MatchType;
  match: ClockFields & { id: number };
  /** The short state label, shown while no minute runs (中场, 点球 …). */
  fallback: string;
}) {
  const time = useObservable(serverTime$, SYNCING);
  const now = time.status === 'syncing' ? serverNow() : time.now;
  const text = monotonicMinute(type, match, now) || fallback;
  const running = /\d'$/.test(text);
  return (
    <span data-testid="row-minute" className="font-mono font-semibold text-brand-600">
      {text.replace(/'$/, '')}
      {running && <span className="animate-pulse">'</span>}
    </span>
  );
}
