// The standalone legal documents /about/{agreement,privacy,protocol,specification}: document card and its chapter list.

import { Link } from '@tanstack/react-router';
import { sideFrameClass } from '../../components/side-menu';
import { contact } from '../../features/about/contact';
import { anchorProtocol } from '../../features/about/content/anchor-protocol';
import { communityRules } from '../../features/about/content/community-rules';
import { privacyPolicy } from '../../features/about/content/privacy';
import { userAgreement } from '../../features/about/content/user-agreement';
import { DocArticle, DocToc } from '../../features/about/doc-article';
import type { LegalDocument } from '../../features/about/doc-types';

export type LegalDoc = 'agreement' | 'privacy' | 'protocol' | 'specification';

const docs: Record<LegalDoc, { label: string; doc: LegalDocument }> = {
  agreement: { label: '用户服务协议', doc: userAgreement },
  privacy: { label: '隐私政策', doc: privacyPolicy },
  protocol: { label: '主播入驻协议', doc: anchorProtocol },
  specification: { label: '社区规范', doc: communityRules },
};

const legalDocs = Object.keys(docs) as LegalDoc[];

const paths = {
  agreement: '/about/agreement',
  privacy: '/about/privacy',
  protocol: '/about/protocol',
  specification: '/about/specification',
} as const satisfies Record<LegalDoc, string>;

export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { doc: document } = docs[doc];
  return (
    <div data-testid="legal-page" data-doc={doc} className={sideFrameClass}>
      <div className="min-w-0 flex-1 rounded-lg bg-white px-4 py-5 shadow-sm lg:px-12 lg:py-9">
        <DocArticle doc={document} />
      </div>
      <aside className="sticky top-21 hidden w-[260px] shrink-0 space-y-4 lg:block">
        <nav aria-label="目录" className="rounded-lg bg-white py-3 shadow-sm">
          <h2 className="flex items-center gap-2 px-4 pb-2 text-[15px] font-semibold">
            <span className="h-4 w-1 rounded-full bg-brand-500" />
            目录
          </h2>
          <div className="px-2">
            <DocToc doc={document} />
          </div>
        </nav>
        <nav aria-label="协议与规范" className="rounded-lg bg-white py-3 shadow-sm">
          <h2 className="flex items-center gap-2 px-4 pb-2 text-[15px] font-semibold">
            <span className="h-4 w-1 rounded-full bg-brand-500" />
            协议与规范
          </h2>
          <ul className="text-[13px]">
            {legalDocs.map((key) => (
              <li key={key}>
                <Link
                  to={paths[key]}
                  aria-current={key === doc ? 'page' : undefined}
                  className={`block px-5 py-2 transition ${
                    key === doc
                      ? 'bg-brand-50 font-semibold text-brand-600'
                      : 'text-neutral-600 hover:text-brand-500'
                  }`}
                >
                  {docs[key].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="rounded-lg bg-white px-4 py-3 text-[12px] leading-5 text-neutral-500 shadow-sm">
          对本文档有疑问？请发送邮件至{' '}
          <a href={`mailto:${contact.email}`} className="text-brand-600 hover:underline">
            {contact.email}
          </a>
          ，或前往
          <Link
            to="/about/{-$id}"
            params={{ id: '10006' }}
            className="mx-0.5 text-brand-600 hover:underline"
          >
            意见反馈
          </Link>
          。
        </p>
      </aside>
    </div>
  );
}
