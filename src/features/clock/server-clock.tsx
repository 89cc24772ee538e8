// The server clock card: Beijing time as the server counts it, the time every match clock follows.
import { formatFull } from '../../../contract/format/dates';
import { type ServerClock, useServerClock } from './use-server-clock';

const notes = {
  syncing: '正在与服务器校准…',
  synced: '已与服务器校准，每分钟自动同步',
  failed: '暂时无法连接服务器，显示本机时间',
} as const;

/** How far the visitor's clock is off, which is why match clocks follow the server instead. */
const drift = (clock: ServerClock) => {
  if (clock.status !== 'synced') return '--';
  const seconds = clock.offset / 1000;
  return `${seconds >= 0 ? '+' : '−'}${Math.abs(seconds).toFixed(1)} 秒`;
};

/** compact: one line of date and time, for a side column. */
const dotClass = (clock: ServerClock) =>
  clock.status === 'synced'
    ? 'bg-emerald-500'
    : clock.status === 'failed'
      ? 'bg-amber-500'
      : 'animate-pulse bg-neutral-300';

export function ServerClockCard({ compact = false }: { compact?: boolean }) {
  const clock = useServerClock();
  const text = clock.status === 'syncing' ? '----/--/-- --:--:--' : formatFull(clock.now);
  const [date, time] = text.split(' ');
  if (compact) {
    return (
      <section className="flex flex-col justify-center rounded-lg bg-white px-5 py-3 shadow-sm">
        <p className="flex items-center gap-1.5 text-xs text-neutral-400">
          <span className={`size-2 rounded-full ${dotClass(clock)}`} />
          北京时间 · 服务器校准
        </p>
        <time
          data-testid="server-clock"
          data-status={clock.status}
          dateTime={clock.status === 'syncing' ? undefined : new Date(clock.now).toISOString()}
          className="mt-1 block font-mono text-neutral-900 tabular-nums"
        >
          <span className="text-sm text-neutral-500">{date}</span>{' '}
          <span className="text-2xl font-bold tracking-wider">{time}</span>
        </time>
      </section>
    );
  }
  return (
    <section className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-5 py-3.5 text-base font-semibold">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        北京时间
        <span className="ml-auto flex items-center gap-1.5 text-xs font-normal text-neutral-400">
          <span className={`size-2 rounded-full ${dotClass(clock)}`} />
          服务器时间
        </span>
      </h2>
      <div className="flex flex-1 flex-col justify-center px-5 py-6 text-center">
        {/* One element holds 'YYYY-MM-DD HH:mm:ss' whole, so its text reads as the spec's format. */}
        <time
          data-testid="server-clock"
          data-status={clock.status}
          dateTime={clock.status === 'syncing' ? undefined : new Date(clock.now).toISOString()}
          className="block font-mono tabular-nums"
        >
          <span className="block text-sm tracking-wide text-neutral-500">{date}</span>{' '}
          <span className="mt-2 block text-[40px] leading-none font-bold tracking-wider text-neutral-900">
            {time}
          </span>
        </time>
        <p className="mt-4 text-xs text-neutral-400">{notes[clock.status]}</p>
      </div>
      <dl className="grid grid-cols-2 border-t border-neutral-100 text-center text-xs">
        <div className="border-r border-neutral-100 py-3">
          <dt className="text-neutral-400">本机时钟偏差</dt>
          <dd className="mt-1 font-mono text-sm text-neutral-700 tabular-nums">{drift(clock)}</dd>
        </div>
        <div className="py-3">
          <dt className="text-neutral-400">时区</dt>
          <dd className="mt-1 text-sm text-neutral-700">UTC+8 北京</dd>
        </div>
      </dl>
    </section>
  );
}
