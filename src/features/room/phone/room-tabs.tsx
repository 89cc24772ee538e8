// The phone room's tab strip under the video: on a narrow screen the desktop's side panels (chat, rank) and
// the header's anchor and match parts take turns below the video instead of sitting beside it.

export const roomTabs = [
  { id: 'chat', label: '聊天' },
  { id: 'anchor', label: '主播' },
  { id: 'rank', label: '贡献榜' },
  { id: 'match', label: '比赛' },
] as const;

export type RoomTab = (typeof roomTabs)[number]['id'];

export function RoomTabs({ tab, onTab }: { tab: RoomTab; onTab(tab: RoomTab): void }) {
  return (
    <div
      role="tablist"
      data-testid="room-tabs"
      className="flex shrink-0 border-b border-neutral-100 bg-white lg:hidden"
    >
      {roomTabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={tab === t.id}
          data-testid={`room-tab-${t.id}`}
          onClick={() => onTab(t.id)}
          className={`relative h-11 flex-1 text-sm ${
            tab === t.id
              ? 'font-bold text-brand-600 after:absolute after:inset-x-1/3 after:bottom-0 after:h-0.5 after:rounded after:bg-brand-500'
              : 'text-neutral-600'
          }`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** A pane's classes: the chosen tab shows on phones, and on desktop only the panes the desktop has. */
export const paneClass = (shown: boolean, onDesktop: boolean) =>
  `${shown ? 'flex' : 'hidden'} ${onDesktop ? 'lg:flex' : 'lg:hidden'}`;
