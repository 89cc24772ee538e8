// The user centre's 250 px left card: who is logged in (avatar, nick name, level, balances) and the centre's pages.
import type { Balances } from '../../../contract/calls/pay';
import type { UserInfo } from '../../../contract/calls/user';
import { formatAmount } from '../../../contract/format/price';
import { Icon, type IconName } from '../../components/icons';
import {
  showActiveEntry,
  sideMenuAsideClass,
  sideMenuEntryClass,
  sideMenuListClass,
} from '../../components/side-menu';
import { SiteLink } from '../../components/site-link';
import { useObservable } from '../../lib/use-observable';
import { MenuUnreadBadge } from '../message/header-badge';
import { currentSession, session$ } from '../user/session';
import { useLiveBalances } from '../wallet/recharge/live-balance';
import { LevelBadge, RoleBadges, UserAvatar } from './user-avatar';

/** The pages of the centre this menu can highlight. */
export type CentrePage =
  | 'home'
  | 'information'
  | 'personal-data'
  | 'attention'
  | 'concern'
  | 'collection'
  | 'reserve'
  | 'wallet'
  | 'new'
  | 'community'
  | 'grade'
  | 'message';

interface MenuEntry {
  label: string;
  icon: IconName;
  /** Absent while the page is still to come: shown disabled with 即将上线. */
  href?: (user: UserInfo) => string;
  page?: CentrePage;
}

const entries: MenuEntry[] = [
  { label: '个人中心', icon: 'level', href: () => '/v/home', page: 'home' },
  { label: '个人资料', icon: 'user', href: () => '/v/information', page: 'information' },
  { label: '账号安全', icon: 'shield', href: () => '/v/personal-data', page: 'personal-data' },
  // Spec §4: an anchor's space opens on tab 2, a user's on tab 0.
  {
    label: '我的主页',
    icon: 'home',
    href: (u) => `/personal/${u.id}?headerNavIndex=${u.isAnchor === 1 ? 2 : 0}`,
  },
  { label: '我的关注', icon: 'heart', href: () => '/v/attention', page: 'attention' },
  { label: '我的粉丝', icon: 'user', href: () => '/v/concern', page: 'concern' },
  { label: '我的收藏', icon: 'star', href: () => '/v/collection', page: 'collection' },
  { label: '我的预约', icon: 'calendar', href: () => '/v/reserve', page: 'reserve' },
  { label: '我的钱包', icon: 'wallet', href: () => '/v/wallet', page: 'wallet' },
  { label: '我的等级', icon: 'level', href: () => '/v/grade', page: 'grade' },
  // Anchors and experts write headlines; anyone else finds there how to become one.
  { label: '写文章', icon: 'file', href: () => '/v/new', page: 'new' },
  { label: '我的帖子', icon: 'file', href: () => '/v/community', page: 'community' },
  { label: '消息中心', icon: 'bell', href: () => '/v/message', page: 'message' },
];

const entryClass = (active: boolean) => sideMenuEntryClass(active);

function BalanceCell({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | null;
  testId: string;
}) {
  return (
    <div className="flex-1 py-3 text-center">
      <p data-testid={testId} className="font-mono text-[15px] font-bold text-neutral-900">
        {value === null ? '--' : formatAmount(value)}
      </p>
      <p className="mt-0.5 text-xs text-neutral-400">{label}</p>
    </div>
  );
}

function BalanceRow({ balances, className }: { balances: Balances | null; className: string }) {
  return (
    <div className={`mx-4 flex divide-x divide-neutral-100 rounded-lg bg-neutral-50 ${className}`}>
      <BalanceCell label="球钻" value={balances?.balance ?? null} testId="centre-balance" />
      <BalanceCell label="球票" value={balances?.ticket ?? null} testId="centre-ticket" />
    </div>
  );
}

export function CentreMenu({ active }: { active: CentrePage }) {
  const { userInfo } = useObservable(session$, currentSession());
  // The balances as they change (balance.change pushes), not the copy read at login.
  const balances = useLiveBalances();
  // /v/home shows who is logged in and the balances in its own cards: a phone keeps only the pills.
  const phoneHidden = active === 'home' ? 'max-lg:hidden' : '';
  return (
    <aside data-testid="centre-menu" className={sideMenuAsideClass}>
      <div className="overflow-hidden rounded-lg bg-white shadow-sm">
        <div className="relative hidden h-16 bg-gradient-to-br from-header via-header-light to-brand-900 lg:block">
          <div
            aria-hidden="true"
            className="absolute -top-10 -right-8 size-28 rounded-full border-[14px] border-white/5"
          />
        </div>
        {/* A phone shows who is logged in as one row: avatar, then name and badges. */}
        <div
          className={`relative grid grid-cols-[auto_1fr] items-center gap-x-3 p-4 lg:-mt-9 lg:flex lg:flex-col lg:pt-0 ${phoneHidden}`}
        >
          {userInfo ? (
            <>
              <UserAvatar
                portrait={userInfo.portrait}
                nickName={userInfo.nickName}
                className="row-span-2 size-14 text-2xl ring-4 ring-white lg:size-[72px]"
                testId="centre-avatar"
              />
              <p
                data-testid="centre-nickname"
                className="max-w-full truncate text-base font-semibold text-neutral-900 lg:mt-2"
              >
                {userInfo.nickName}
              </p>
              <p className="mt-1 flex items-center gap-1.5">
                <LevelBadge level={userInfo.level} />
                <RoleBadges isAnchor={userInfo.isAnchor} isExpert={userInfo.isExpert} />
              </p>
            </>
          ) : (
            <>
              <span className="size-[72px] animate-pulse rounded-full bg-neutral-200 ring-4 ring-white" />
              <span className="mt-3 h-4 w-24 animate-pulse rounded bg-neutral-100" />
              <span className="mt-2 h-3 w-12 animate-pulse rounded bg-neutral-100" />
            </>
          )}
        </div>
        <BalanceRow balances={balances} className={phoneHidden} />
        <nav
          aria-label="个人中心"
          className={`border-neutral-100 ${active === 'home' ? 'lg:mt-3 lg:border-t' : 'mt-3 border-t'}`}
        >
          <ul ref={userInfo ? showActiveEntry : undefined} className={sideMenuListClass}>
            {entries.map((entry) => (
              // A phone's row leaves out the entries still to come.
              <li key={entry.label} className={entry.href ? '' : 'max-lg:hidden'}>
                {entry.href && userInfo ? (
                  <SiteLink
                    href={entry.href(userInfo)}
                    aria-current={entry.page === active ? 'page' : undefined}
                    className={entryClass(entry.page === active)}
                  >
                    <Icon name={entry.icon} className="size-[18px]" />
                    {entry.label}
                    {entry.page === 'message' && <MenuUnreadBadge />}
                  </SiteLink>
                ) : (
                  <span
                    aria-disabled="true"
                    className="flex cursor-not-allowed items-center gap-3 px-6 py-3 text-[14px] text-neutral-300"
                  >
                    <Icon name={entry.icon} className="size-[18px]" />
                    {entry.label}
                    {!entry.href && (
                      <span className="ml-auto rounded-full bg-neutral-100 px-2 py-0.5 text-[11px] text-neutral-400">
                        即将上线
                      </span>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}
