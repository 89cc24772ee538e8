// The header's right end: the login button for visitors, the user panel with its links for users.
import { useRouter } from '@tanstack/react-router';
import { LevelBadge } from '../features/grade/level-badge';
import { useLevelSync } from '../features/grade/level-sync';
import { HeaderMessageLink, HeaderUnreadBadge } from '../features/message/header-badge';
import { useAccountDeletedLogout } from '../features/user/account-deleted';
import { logout } from '../features/user/logout';
import { useRoleSync } from '../features/user/role-sync';
import { currentSession, openLogin, session$ } from '../features/user/session';
import { HeaderBalance } from '../features/wallet/recharge/header-balance';
import { userPanelLinks } from '../lib/anchor-entry';
import { useObservable } from '../lib/use-observable';
import { DefaultAvatar } from './default-avatar';
import { SiteLink } from './site-link';

function Avatar({ portrait, name }: { portrait: string; name: string }) {
  if (portrait) return <img src={portrait} alt="" className="size-8 rounded-full object-cover" />;
  return <DefaultAvatar nickName={name} className="size-8" />;
}

export function UserArea() {
  const router = useRouter();
  const { auth, userInfo } = useObservable(session$, currentSession());
  useAccountDeletedLogout(userInfo?.id);
  useLevelSync(userInfo?.id);
  useRoleSync(userInfo?.id);

  if (!auth) {
    return (
      <button
        type="button"
        data-testid="login-button"
        onClick={openLogin}
        // On a phone the pill stays small and a hidden margin makes the touch target 44 px tall.
        className="relative h-9 rounded-full bg-brand-500 px-3 text-[13px] font-semibold text-white before:absolute before:inset-x-0 before:-inset-y-1 before:content-[''] hover:bg-brand-600 lg:h-8 lg:px-5 lg:text-sm"
      >
        登录/注册
      </button>
    );
  }
  if (!userInfo) {
    return (
      <span
        role="status"
        className="size-8 animate-pulse rounded-full bg-white/15"
        aria-label="加载中"
      />
    );
  }

  return (
    <div className="group relative" data-testid="user-panel">
      <button
        type="button"
        className="flex h-14 min-w-11 items-center justify-center gap-2 text-sm text-white/85 lg:h-16"
      >
        <span className="relative">
          <Avatar portrait={userInfo.portrait} name={userInfo.nickName} />
          <HeaderUnreadBadge />
        </span>
        <span data-testid="user-nickname" className="hidden max-w-24 truncate lg:inline">
          {userInfo.nickName}
        </span>
        <span className="hidden text-[10px] opacity-60 lg:inline">▼</span>
      </button>
      <div className="invisible absolute top-full right-0 z-40 w-56 rounded-b-lg bg-white opacity-0 shadow-xl ring-1 ring-black/5 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <div className="flex items-center gap-3 border-b border-neutral-100 px-4 py-3">
          <Avatar portrait={userInfo.portrait} name={userInfo.nickName} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-neutral-800">{userInfo.nickName}</p>
            <p className="mt-0.5 flex items-center text-xs text-neutral-400">
              <SiteLink href="/v/grade" aria-label="我的等级" data-testid="header-level">
                <LevelBadge level={userInfo.level} />
              </SiteLink>
              {userInfo.isAnchor === 1 && (
                <span className="ml-2 text-brand-500" data-testid="header-role-anchor">
                  主播
                </span>
              )}
              {userInfo.isExpert === 1 && <span className="ml-2 text-accent-600">专家</span>}
            </p>
          </div>
        </div>
        <HeaderBalance />
        <ul className="py-1.5" data-testid="user-panel-links">
          {userPanelLinks(userInfo).map((link) => (
            <li key={link.href}>
              <SiteLink
                href={link.href}
                className="block px-4 py-2 text-sm text-neutral-600 hover:bg-brand-50 hover:text-brand-600"
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
          <li>
            <HeaderMessageLink />
          </li>
          <li className="mt-1 border-t border-neutral-100 pt-1">
            <button
              type="button"
              data-testid="logout-button"
              onClick={() => logout(router)}
              className="block w-full px-4 py-2 text-left text-sm text-neutral-500 hover:bg-brand-50 hover:text-brand-600"
            >
              退出登录
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
