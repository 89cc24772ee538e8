// The anchor help pages /about/live/{id} (spec §2: 2 newcomer tutorial, 3 anchor protocol, 4 FAQ).

import { Link } from '@tanstack/react-router';
import type { anchorHelpIds } from '../../../contract/pages';
import { Icon, type IconName } from '../../components/icons';
import { sideFrameClass } from '../../components/side-menu';
import { AnchorFaq } from '../../features/about/anchor-faq';
import { AnchorTutorial } from '../../features/about/anchor-tutorial';
import { contact } from '../../features/about/contact';
import { anchorProtocol } from '../../features/about/content/anchor-protocol';
import { DocArticle } from '../../features/about/doc-article';
import { MenuContactCard, menuLinkClass, SideMenuCard } from '../../features/about/side-menu';

export type AnchorHelpId = (typeof anchorHelpIds)[number];

const pages: { id: AnchorHelpId; label: string; icon: IconName }[] = [
  { id: '2', label: '新人主播教程', icon: 'book' },
  { id: '3', label: '主播协议', icon: 'file' },
  { id: '4', label: '常见问题', icon: 'help' },
];

function HelpBody({ id }: { id: AnchorHelpId }) {
  if (id === '2') return <AnchorTutorial />;
  if (id === '3') return <DocArticle doc={anchorProtocol} />;
  return <AnchorFaq />;
}

/** The call to action under the menu: the streaming tool is what a new anchor needs next. */
function ToolCard() {
  return (
    <div className="mt-4 hidden overflow-hidden rounded-lg bg-gradient-to-br from-header to-brand-800 px-5 py-4 text-white shadow-sm lg:block">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="monitor" />
        开播工具
      </p>
      <p className="mt-1.5 text-[12px] leading-5 text-white/70">
        下载 OBS Studio，按图文教程几分钟完成推流设置。
      </p>
      <Link
        to="/live/manual"
        className="mt-3 inline-block rounded-md bg-brand-500 px-3 py-1.5 text-[13px] font-medium transition hover:bg-brand-600"
      >
        下载与设置 →
      </Link>
    </div>
  );
}

export function AnchorHelpPage({ id }: { id: AnchorHelpId }) {
  return (
    <div data-testid="anchor-help-page" data-id={id} className={sideFrameClass}>
      <SideMenuCard
        title="主播帮助"
        footer={
          <>
            <ToolCard />
            <MenuContactCard
              lines={[
                { label: '主播服务', value: contact.anchorEmail },
                { label: '服务时间', value: contact.hours },
              ]}
            />
          </>
        }
      >
        {pages.map((page) => (
          <li key={page.id}>
            <Link
              to="/about/live/{-$id}"
              params={{ id: page.id }}
              className={menuLinkClass(page.id === id)}
              aria-current={page.id === id ? 'page' : undefined}
            >
              <Icon name={page.icon} />
              {page.label}
            </Link>
          </li>
        ))}
      </SideMenuCard>
      <div className="min-w-0 flex-1 rounded-lg bg-white px-4 py-5 shadow-sm lg:px-10 lg:py-8">
        <HelpBody id={id} />
      </div>
    </div>
  );
}
