// The frame /anchor draws itself, since its bare layout has no site header or footer: top bar, bottom strip, headings.
import { SiteLink } from '../../components/site-link';
import { contact } from '../about/contact';
import { AnchorApplyButton } from './apply-button';

export function LandingTopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-header-line bg-header/95 backdrop-blur">
      <div className="mx-auto flex h-14 w-content items-center px-3 desk:px-0">
        <SiteLink
          href="/"
          className="shrink-0 text-2xl font-black whitespace-nowrap text-white italic"
          aria-label="球live 首页"
        >
          球<span className="text-brand-500">live</span>
        </SiteLink>
        <span className="mx-4 h-4 border-l border-white/20 max-sm:hidden" />
        <span className="text-[15px] font-medium text-white/85 max-sm:hidden">主播招募</span>
        <nav className="ml-auto flex items-center gap-4 text-sm whitespace-nowrap text-white/65 sm:gap-6">
          <SiteLink href="/about/live/2" className="hover:text-white max-sm:hidden">
            新人教程
          </SiteLink>
          <SiteLink href="/about/live/4" className="hover:text-white max-sm:hidden">
            常见问题
          </SiteLink>
          <SiteLink href="/" className="flex items-center gap-1 hover:text-white">
            <svg
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              className="size-4"
            >
              <path d="M3 9.5 10 4l7 5.5M5 8v8h10V8" />
            </svg>
            返回首页
          </SiteLink>
          <AnchorApplyButton size="sm" />
        </nav>
      </div>
    </header>
  );
}

const stripLinks = [
  { label: '主播协议', href: '/about/live/3' },
  { label: '常见问题', href: '/about/live/4' },
  { label: '直播规范', href: '/about/10001' },
];

export function LandingBottomStrip() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-header text-[13px] text-white/45">
      <div className="mx-auto flex w-content flex-col items-start gap-2 px-3 py-4 lg:h-16 lg:flex-row lg:items-center lg:py-0 desk:px-0">
        <p>
          © {year} 球live 版权所有 · 主播合作：
          <a href={`mailto:${contact.anchorEmail}`} className="hover:text-white/80">
            {contact.anchorEmail}
          </a>
        </p>
        <ul className="flex items-center divide-x divide-white/15 lg:ml-auto">
          {stripLinks.map((link) => (
            <li key={link.href} className="px-4 first:pl-0 last:pr-0 lg:first:pl-4">
              <SiteLink href={link.href} className="hover:text-white/80">
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

/** A centred section heading with the site's small red bar, shared by every block below the hero. */
export function SectionTitle({
  eyebrow,
  title,
  sub,
}: {
  eyebrow: string;
  title: string;
  sub: string;
}) {
  return (
    <div className="mb-8 text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-brand-500">{eyebrow}</p>
      <h2 className="mt-2 text-[28px] font-bold text-neutral-900">{title}</h2>
      <span className="mx-auto mt-3 block h-1 w-10 rounded-full bg-brand-500" />
      <p className="mt-3 text-[15px] text-neutral-500">{sub}</p>
    </div>
  );
}
