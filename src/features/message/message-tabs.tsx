// The tabs of /v/message, each with its unread badge, and 消息设置 at the end.
import type { MessageTab, UnreadCounts } from '../../../contract/calls/message';
import { messageTabLabels, messageTabs } from '../../../contract/calls/message';
import { badgeText } from './unread';

export type MessagePageTab = MessageTab | 'settings';

export function MessageTabs({
  active,
  unread,
  onChange,
}: {
  active: MessagePageTab;
  unread: UnreadCounts | null;
  onChange: (tab: MessagePageTab) => void;
}) {
  const tabs: { key: MessagePageTab; label: string; count: number }[] = [
    ...messageTabs.map((t) => ({
      key: t,
      label: messageTabLabels[t],
      count: unread?.tabs[t] ?? 0,
    })),
    { key: 'settings', label: '消息设置', count: 0 },
  ];
  return (
    <div
      role="tablist"
      data-testid="message-tabs"
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1.5 pb-1"
    >
      {tabs.map((tab) => {
        const on = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={on}
            data-testid={`message-tab-${tab.key}`}
            onClick={() => onChange(tab.key)}
            className={`relative h-8 shrink-0 whitespace-nowrap rounded-full px-4 text-[13px] transition ${
              on
                ? 'bg-brand-500 font-semibold text-white'
                : 'bg-neutral-100 text-neutral-600 hover:bg-brand-50 hover:text-brand-600'
            }`}
          >
            {tab.label}
            {tab.count > 0 && (
              <span
                data-testid={`message-tab-badge-${tab.key}`}
                className="absolute -top-1.5 -right-1 h-4 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 font-semibold text-white ring-2 ring-white"
              >
                {badgeText(tab.count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
