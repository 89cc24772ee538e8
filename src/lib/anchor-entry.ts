// Where the go-live button and the user panel's links lead, by role (spec §2 header, §4 anchor entry, §6).
import type { UserInfo } from '../../contract/calls/user';

export type AnchorEntry = { kind: 'login' } | { kind: 'page'; path: '/v/anchor-set' | '/v/apply' };

/** Spec §4: not logged in opens login; an anchor goes to anchor setup; others apply. */
export function anchorEntry(user: Pick<UserInfo, 'isAnchor'> | null): AnchorEntry {
  if (!user) return { kind: 'login' };
  return { kind: 'page', path: user.isAnchor === 1 ? '/v/anchor-set' : '/v/apply' };
}

export interface PanelLink {
  label: string;
  href: string;
}

/** Spec §2 user panel: apply for non-anchors only, post recommendation for experts only. */
export function userPanelLinks(user: Pick<UserInfo, 'id' | 'isAnchor' | 'isExpert'>): PanelLink[] {
  const anchor = user.isAnchor === 1;
  return [
    { label: '个人中心', href: '/v/home' },
    { label: '我的关注', href: '/v/attention' },
    // Spec §4: an anchor's space opens on tab 2, a user's on tab 0.
    { label: '我的空间', href: `/personal/${user.id}?headerNavIndex=${anchor ? 2 : 0}` },
    ...(anchor ? [] : [{ label: '申请主播', href: '/v/apply' }]),
    ...(user.isExpert === 1 ? [{ label: '发布推荐', href: '/recommend' }] : []),
  ];
}
