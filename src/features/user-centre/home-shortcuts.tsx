// /v/home's shortcuts: the centre's pages as a grid of icons (four across on a phone, eight on a desktop).
import { Icon, type IconName } from '../../components/icons';
import { SiteLink } from '../../components/site-link';

const shortcuts: { label: string; icon: IconName; href: string }[] = [
  { label: '我的关注', icon: 'heart', href: '/v/attention' },
  { label: '我的粉丝', icon: 'user', href: '/v/concern' },
  { label: '我的收藏', icon: 'star', href: '/v/collection' },
  { label: '我的预约', icon: 'calendar', href: '/v/reserve' },
  { label: '我的钱包', icon: 'wallet', href: '/v/wallet' },
  { label: '我的帖子', icon: 'chat', href: '/v/community' },
  { label: '写文章', icon: 'file', href: '/v/new' },
  { label: '账号安全', icon: 'shield', href: '/v/personal-data' },
];

export function HomeShortcuts() {
  return (
    <nav
      aria-label="常用功能"
      data-testid="home-shortcuts"
      className="grid grid-cols-4 gap-y-4 rounded-lg bg-white px-2 py-5 shadow-sm lg:grid-cols-8"
    >
      {shortcuts.map((s) => (
        <SiteLink
          key={s.href}
          href={s.href}
          className="group flex flex-col items-center gap-2 text-[13px] text-neutral-600 hover:text-brand-600"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-500 transition group-hover:bg-brand-500 group-hover:text-white">
            <Icon name={s.icon} className="size-5" />
          </span>
          {s.label}
        </SiteLink>
      ))}
    </nav>
  );
}
