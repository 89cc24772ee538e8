// The recommend layout's side menu rules (spec §2): one submenu open at a time, the active route highlighted.

export interface MenuLeaf {
  id: number;
  name: string;
  path: string;
}

export interface MenuGroup {
  id: number;
  name: string;
  children: MenuLeaf[];
}

/** Opening a group closes the one that was open; clicking the open one closes it. */
export const toggleGroup = (open: number | null, clicked: number): number | null =>
  open === clicked ? null : clicked;

/** A leaf is active on its own path and below it (/recommend/records/12 lights 推荐记录). */
export const isActivePath = (leafPath: string, pathname: string) =>
  pathname === leafPath || pathname.startsWith(`${leafPath}/`);

/** The leaf that best matches the page: the longest active path wins (/recommend vs /recommend/yapan). */
export function activeLeaf(groups: MenuGroup[], pathname: string): MenuLeaf | null {
  let best: MenuLeaf | null = null;
  for (const leaf of groups.flatMap((g) => g.children)) {
    if (isActivePath(leaf.path, pathname) && (!best || leaf.path.length > best.path.length)) {
      best = leaf;
    }
  }
  return best;
}

/** The group to open first: the one holding the active leaf, else the first. */
export function initialOpenGroup(groups: MenuGroup[], pathname: string): number | null {
  const leaf = activeLeaf(groups, pathname);
  const holder = leaf ? groups.find((g) => g.children.includes(leaf)) : undefined;
  return holder?.id ?? groups[0]?.id ?? null;
}
