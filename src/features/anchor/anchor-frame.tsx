// The frame of the anchor console pages (/v/anchor-*): the console menu on the left, the page on the right,
// and the gate that shows a visitor the login and a fan the application instead of the page.

import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import {
  showActiveEntry,
  sideFrameClass,
  sideMenuAsideClass,
  sideMenuEntryClass,
  sideMenuListClass,
} from '../../components/side-menu';
import { SiteLink } from '../../components/site-link';
import { openLogin } from '../user/session';
import { LoadState } from '../user-centre/centre-frame';
import type { MyRoom, RoomSettings } from './use-my-room';

export type ConsolePage = 'anchor-set' | 'anchor-room-set' | 'anchor-chat' | 'anchor-add';

const entries: { page: ConsolePage; label: string; icon: IconName }[] = [
  { page: 'anchor-set', label: '开播设置', icon: 'tv' },
  { page: 'anchor-room-set', label: '直播间设置', icon: 'home' },
  { page: 'anchor-chat', label: '房管与禁言', icon: 'shield' },
  { page: 'anchor-add', label: '预约赛程', icon: 'calendar' },
];

const entryClass = (active: boolean) => sideMenuEntryClass(active);

function ConsoleMenu({ active, roomId }: { active: ConsolePage; roomId: number | null }) {
  return (
    <aside data-testid="console-menu" className={sideMenuAsideClass}>
      <div className="overflow-hidden rounded-lg bg-white shadow-sm">
        <div className="hidden bg-gradient-to-br from-header via-header-light to-brand-900 px-6 py-5 text-white lg:block">
          <p className="text-base font-semibold">主播中心</p>
          <p className="mt-1 text-xs text-white/60">开播、管理直播间与粉丝</p>
        </div>
        <nav aria-label="主播中心">
          <ul ref={showActiveEntry} className={sideMenuListClass}>
            {entries.map((e) => (
              <li key={e.page}>
                <SiteLink
                  href={`/v/${e.page}`}
                  aria-current={e.page === active ? 'page' : undefined}
                  className={entryClass(e.page === active)}
                >
                  <Icon name={e.icon} className="size-[18px]" />
                  {e.label}
                </SiteLink>
              </li>
            ))}
            {roomId !== null && (
              <li>
                <SiteLink href={`/live/room/${roomId}`} newTab className={entryClass(false)}>
                  <Icon name="play" className="size-[18px]" />
                  我的直播间
                </SiteLink>
              </li>
            )}
          </ul>
        </nav>
        <p className="hidden border-t border-neutral-100 px-6 py-3 text-xs text-neutral-400 lg:block">
          推流软件与设置说明见{' '}
          <SiteLink href="/live/manual" className="text-brand-500 hover:underline">
            开播工具
          </SiteLink>
        </p>
      </div>
    </aside>
  );
}

function Gate({ state, onRetry }: { state: Exclude<MyRoom, { kind: 'ready' }>; onRetry(): void }) {
  if (state.kind === 'visitor') {
    return (
      <div data-testid="console-login" className="flex flex-col items-center gap-4 py-20 text-sm">
        <p className="text-neutral-500">登录后进入主播中心</p>
        <button
          type="button"
          onClick={openLogin}
          className="h-9 rounded-full bg-brand-500 px-8 text-white hover:bg-brand-600"
        >
          登录
        </button>
      </div>
    );
  }
  if (state.kind === 'not-anchor') {
    return (
      <div
        data-testid="console-not-anchor"
        className="flex flex-col items-center gap-4 py-20 text-sm"
      >
        <p className="text-neutral-500">您还不是主播，申请通过后即可开播</p>
        <SiteLink
          href="/v/apply"
          className="h-9 rounded-full bg-brand-500 px-8 leading-9 text-white hover:bg-brand-600"
        >
          申请成为主播
        </SiteLink>
      </div>
    );
  }
  return <LoadState error={state.kind === 'failed' ? state.msg : null} onRetry={onRetry} />;
}

/** The page's cards once the anchor's room is known; the gate otherwise. */
export function AnchorFrame({
  active,
  testId,
  state,
  onRetry,
  children,
}: {
  active: ConsolePage;
  testId: string;
  state: MyRoom;
  onRetry(): void;
  children(room: RoomSettings): ReactNode;
}) {
  return (
    <div data-testid={testId} className={sideFrameClass}>
      <ConsoleMenu active={active} roomId={state.kind === 'ready' ? state.room.roomId : null} />
      <div className="min-w-0 flex-1 space-y-4">
        {state.kind === 'ready' ? (
          children(state.room)
        ) : (
          <section className="rounded-lg bg-white shadow-sm">
            <Gate state={state} onRetry={onRetry} />
          </section>
        )}
      </div>
    </div>
  );
}
