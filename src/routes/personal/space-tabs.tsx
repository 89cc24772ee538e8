// The personal space's tab bar (headerNavIndex in the URL): 资料, 动态, 关注, 粉丝, and 直播间 for anchors.
import { Link } from '@tanstack/react-router';
import { type AttentionType, type SpaceTab, type SpaceView, searchOf } from './space-search';

interface TabItem {
  label: string;
  tab: SpaceTab;
  type?: AttentionType;
  count?: number;
}

export function SpaceTabs({
  userId,
  view,
  isAnchor,
  own,
  followCount,
  fansCount,
}: {
  userId: number;
  view: SpaceView;
  isAnchor: boolean;
  own: boolean;
  followCount: number;
  fansCount: number;
}) {
  const who = own ? '我' : 'TA';
  const items: TabItem[] = [
    ...(isAnchor ? [{ label: '直播间', tab: 2 as const }] : []),
    { label: `${who}的资料`, tab: 0 },
    { label: `${who}的动态`, tab: 3 },
    { label: `${who}的关注`, tab: 1, type: 1, count: followCount },
    { label: `${who}的粉丝`, tab: 1, type: 2, count: fansCount },
  ];
  return (
    <nav
      aria-label="空间导航"
      data-testid="space-tabs"
      className="flex gap-2 overflow-x-auto border-b border-neutral-100 px-2 sm:px-8"
    >
      {items.map((item) => {
        const active = view.tab === item.tab && (item.tab !== 1 || view.type === item.type);
        return (
          <Link
            key={item.label}
            to="/personal/{-$id}"
            params={{ id: String(userId) }}
            search={searchOf(item.tab, item.type)}
            resetScroll={false}
            aria-current={active ? 'page' : undefined}
            data-testid={`space-tab-${item.tab}${item.type ? `-${item.type}` : ''}`}
            className={`relative shrink-0 px-4 py-4 text-[15px] whitespace-nowrap transition ${
              active
                ? 'font-semibold text-brand-600 after:absolute after:inset-x-4 after:bottom-0 after:h-[3px] after:rounded-t after:bg-brand-500'
                : 'text-neutral-600 hover:text-brand-500'
            }`}
          >
            {item.label}
            {item.count !== undefined && (
              <span className="ml-1 text-xs text-neutral-400">{item.count}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
