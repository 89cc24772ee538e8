// The header's live unread count: a red badge on the user's avatar and on the panel's 消息中心 link.
import { SiteLink } from '../../components/site-link';
import { badgeText, useUnread } from './unread';

export function HeaderUnreadBadge() {
  const unread = useUnread();
  if (!unread || unread.total === 0) return null;
  return (
    <span
      data-testid="header-unread"
      title={`${unread.total} 条未读消息`}
      className="absolute -top-1 -right-2 h-4 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 font-semibold text-white ring-2 ring-header"
    >
      {badgeText(unread.total)}
    </span>
  );
}

export function HeaderMessageLink() {
  const unread = useUnread();
  return (
    <SiteLink
      href="/v/message"
      data-testid="header-message-link"
      className="flex items-center px-4 py-2 text-sm text-neutral-600 hover:bg-brand-50 hover:text-brand-600"
    >
      消息中心
      {unread && unread.total > 0 && (
        <span className="ml-auto rounded-full bg-red-500 px-1.5 text-[11px] leading-4 text-white">
          {badgeText(unread.total)}
        </span>
      )}
    </SiteLink>
  );
}

/** The user centre menu's count beside 消息中心. */
export function MenuUnreadBadge() {
  const unread = useUnread();
  if (!unread || unread.total === 0) return null;
  return (
    <span
      data-testid="menu-unread"
      className="ml-auto h-[18px] min-w-[18px] rounded-full bg-red-500 px-1.5 text-center text-[11px] leading-[18px] font-semibold text-white"
    >
      {badgeText(unread.total)}
    </span>
  );
}
