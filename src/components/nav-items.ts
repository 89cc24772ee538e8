// The header navigation of spec §2; only entries whose page exists carry a `to`.
export interface NavItem {
  label: string;
  /** A route in the table; items without one are shown but not yet clickable. */
  to?: '/' | '/football' | '/basketball';
  /** Shown greyed out for good (spec §2: esports and tennis). */
  disabled?: boolean;
  children?: NavItem[];
}

export const navItems: NavItem[] = [
  { label: '首页', to: '/' },
  {
    label: '比分',
    to: '/football',
    children: [
      { label: '足球', to: '/football' },
      { label: '篮球', to: '/basketball' },
      { label: '电竞', disabled: true },
      { label: '网球', disabled: true },
    ],
  },
  { label: '直播' },
  { label: '赛程' },
  { label: '头条' },
  { label: '社区' },
  { label: '有料' },
  { label: '资料库', children: [{ label: '足球' }, { label: '篮球' }] },
];
