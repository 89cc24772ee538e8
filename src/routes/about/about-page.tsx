// The about pages /about/{id} (spec §2: 10001 live rules … 10006 feedback): side menu and the chosen page.

import { Link } from '@tanstack/react-router';
import type { aboutIds } from '../../../contract/pages';
import { Icon, type IconName } from '../../components/icons';
import { sideFrameClass } from '../../components/side-menu';
import { AboutUs } from '../../features/about/about-us';
import { contact } from '../../features/about/contact';
import { disclaimer } from '../../features/about/content/disclaimer';
import { liveRules } from '../../features/about/content/live-rules';
import { privacyPolicy } from '../../features/about/content/privacy';
import { userAgreement } from '../../features/about/content/user-agreement';
import { DocArticle } from '../../features/about/doc-article';
import type { LegalDocument } from '../../features/about/doc-types';
import { FeedbackPanel } from '../../features/about/feedback-panel';
import { MenuContactCard, menuLinkClass, SideMenuCard } from '../../features/about/side-menu';

export type AboutId = (typeof aboutIds)[number];

const pages: { id: AboutId; label: string; icon: IconName }[] = [
  { id: '10001', label: '直播规范', icon: 'rules' },
  { id: '10002', label: '隐私政策', icon: 'lock' },
  { id: '10003', label: '关于我们', icon: 'info' },
  { id: '10004', label: '免责声明', icon: 'alert' },
  { id: '10005', label: '用户协议', icon: 'file' },
  { id: '10006', label: '意见反馈', icon: 'message' },
];

/** Ids whose body is a numbered document; 10003 and 10006 have their own layouts. */
const documents: Partial<Record<AboutId, LegalDocument>> = {
  '10001': liveRules,
  '10002': privacyPolicy,
  '10004': disclaimer,
  '10005': userAgreement,
};

function AboutBody({ id }: { id: AboutId }) {
  if (id === '10006') return <FeedbackPanel />;
  const doc = documents[id];
  return (
    <div className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-10 lg:py-8">
      {doc ? <DocArticle doc={doc} /> : <AboutUs />}
    </div>
  );
}

export function AboutPage({ id }: { id: AboutId }) {
  return (
    <div data-testid="about-page" data-id={id} className={sideFrameClass}>
      <SideMenuCard
        title="关于球live"
        footer={
          <>
            <div className="mt-4 hidden overflow-hidden rounded-lg bg-white py-2 text-[13px] shadow-sm lg:block">
              <p className="px-5 pt-2 pb-1 text-xs text-neutral-400">相关文档</p>
              <Link
                to="/about/protocol"
                className="block px-5 py-1.5 text-neutral-600 hover:text-brand-500"
              >
                主播入驻协议
              </Link>
              <Link
                to="/about/specification"
                className="block px-5 py-1.5 text-neutral-600 hover:text-brand-500"
              >
                社区规范
              </Link>
              <Link
                to="/about/live/{-$id}"
                params={{ id: '4' }}
                className="block px-5 py-1.5 text-neutral-600 hover:text-brand-500"
              >
                主播常见问题
              </Link>
            </div>
            <MenuContactCard
              lines={[
                { label: '客服邮箱', value: contact.email },
                { label: '服务时间', value: contact.hours },
              ]}
            />
          </>
        }
      >
        {pages.map((page) => (
          <li key={page.id}>
            <Link
              to="/about/{-$id}"
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
      <div className="min-w-0 flex-1">
        <AboutBody id={id} />
      </div>
    </div>
  );
}
