// The one status banner at the top centre of every page: the browser's network (spec §2 "Other") and the realtime connection.
import {
  type RealtimeNotice,
  type RealtimeNoticeKind,
  realtimeNotice$,
} from '../../streams/connection-notice';
import { networkNotice$ } from '../../streams/network-status';
import { useObservable } from '../lib/use-observable';

const ONLINE = { online: true, recovered: false };
const CONNECTING: RealtimeNotice = { state: 'connecting', notice: null };

const realtimeText: Record<Exclude<RealtimeNoticeKind, null>, string> = {
  lost: '实时连接已断开，正在重连…',
  polling: '实时连接不可用，轮询中',
  resyncing: '实时连接已恢复，正在同步最新数据…',
  recovered: '实时连接已恢复',
};

const pill = 'rounded-full px-4 py-1.5 text-sm text-white shadow-lg';

export function NetworkStatus() {
  const { online, recovered } = useObservable(networkNotice$, ONLINE);
  const { state, notice } = useObservable(realtimeNotice$, CONNECTING);
  const networkShown = !online || recovered;
  // One pill at a time: a network problem explains the realtime one, so it goes first.
  const realtimeShown = !networkShown && notice !== null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center"
    >
      <div data-testid="network-status" data-online={String(online)}>
        {networkShown && (
          <span className={`${pill} ${online ? 'bg-emerald-600' : 'bg-accent-600'}`}>
            {online ? '网络已恢复' : '网络已断开，请检查网络连接'}
          </span>
        )}
      </div>
      <div data-testid="connection-status" data-state={state} data-notice={notice ?? 'none'}>
        {realtimeShown && (
          <span
            className={`${pill} ${
              notice === 'recovered'
                ? 'bg-emerald-600'
                : notice === 'resyncing' || notice === 'polling'
                  ? 'bg-amber-500'
                  : 'bg-accent-600'
            }`}
          >
            {realtimeText[notice]}
          </span>
        )}
      </div>
    </div>
  );
}
