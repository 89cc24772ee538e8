// The online/offline banner at the top centre of every page (spec §2 "Other").
import { networkNotice$ } from '../../streams/network-status';
import { useObservable } from '../lib/use-observable';

const ONLINE = { online: true, recovered: false };

export function NetworkStatus() {
  const { online, recovered } = useObservable(networkNotice$, ONLINE);
  const shown = !online || recovered;
  return (
    <div
      data-testid="network-status"
      data-online={String(online)}
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center"
    >
      {shown && (
        <span
          className={`rounded-full px-4 py-1.5 text-sm text-white shadow-lg ${
            online ? 'bg-emerald-600' : 'bg-accent-600'
          }`}
        >
          {online ? '网络已恢复' : '网络已断开，请检查网络连接'}
        </span>
      )}
    </div>
  );
}
