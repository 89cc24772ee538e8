// The 250 px left menus of the user centre, the anchor console and the about pages: on a desktop a card
// beside the page; on a phone a row of pills above it that scrolls sideways (no 250 px column on 390 px).

/** The frame holding the menu and the page: side by side from lg, stacked below. */
export const sideFrameClass = 'flex flex-col gap-3 lg:flex-row lg:items-start lg:gap-5';

/** The menu's column. */
export const sideMenuAsideClass = 'w-full min-w-0 lg:w-menu lg:shrink-0 lg:self-start';

/** The list of entries: a sideways-scrolling row on a phone, a column on a desktop. */
export const sideMenuListClass = 'relative flex gap-1 overflow-x-auto px-2 py-2 lg:block lg:px-0';

/** One entry; the active one is brand red, with a bar on the desktop. `desktop`: its padding and gap there. */
export const sideMenuEntryClass = (active: boolean, desktop = 'lg:gap-3 lg:px-6') =>
  `relative flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4 text-[14px] transition lg:min-h-0 lg:rounded-none lg:py-3 ${desktop} ${
    active
      ? 'bg-brand-50 font-semibold text-brand-600 lg:before:absolute lg:before:inset-y-2 lg:before:left-0 lg:before:w-[3px] lg:before:rounded-r lg:before:bg-brand-500'
      : 'text-neutral-600 hover:bg-neutral-50 hover:text-brand-500'
  }`;

/** The list's ref: on a phone, scrolls the row so the current page's entry is in sight (no-op in a column). */
export function showActiveEntry(list: HTMLElement | null) {
  const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!list || !active || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
}
