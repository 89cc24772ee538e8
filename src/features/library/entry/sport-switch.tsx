// 足球 / 篮球 switch of the data library: two links, the current one marked.
import { SiteLink } from '../../../components/site-link';
import { libraryHome, type Sport } from '../sport';

export function SportSwitch({ sport }: { sport: Sport }) {
  const item = (s: Sport, label: string) => (
    <SiteLink
      href={libraryHome(s)}
      aria-current={s === sport ? 'page' : undefined}
      className={`rounded-full px-4 py-1.5 text-sm ${
        s === sport ? 'bg-red-600 text-white' : 'bg-white text-neutral-600 hover:text-red-600'
      }`}
    >
      {label}
    </SiteLink>
  );
  return (
    <nav aria-label="运动" className="flex gap-2">
      {item('football', '足球')}
      {item('basketball', '篮球')}
    </nav>
  );
}
