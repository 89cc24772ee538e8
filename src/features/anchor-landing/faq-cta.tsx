// The page's last two blocks: a few FAQ answers (taken from the /about/live/4 FAQ itself) and the closing call to apply.
import { SiteLink } from '../../components/site-link';
import { contact } from '../about/contact';
import { anchorFaq } from '../about/content/anchor-faq';
import { AnchorApplyButton } from './apply-button';
import { SectionTitle } from './landing-chrome';

/** The questions would-be anchors ask before applying; picked by text so the answers stay the FAQ's own. */
const teaserQuestions = [
  '申请主播需要满足什么条件？审核要多久？',
  '主播的收益是怎么计算的？',
  '如何提现？多久到账？',
  '可以用手机开播吗？',
];

const allItems = anchorFaq.flatMap((group) => group.items);
const teaser = teaserQuestions.flatMap((q) => allItems.filter((item) => item.q === q));

export function FaqTeaser() {
  return (
    <section className="mx-auto mt-16 w-content px-3 desk:px-0">
      <SectionTitle eyebrow="FAQ" title="常见问题" sub="入驻前大家最关心的几件事" />
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {teaser.map((item) => (
          <li key={item.q} className="rounded-lg bg-white p-6 shadow-sm">
            <p className="flex items-start gap-3 font-semibold text-neutral-900">
              <span className="flex size-6 shrink-0 items-center justify-center rounded bg-brand-500 text-xs font-bold text-white">
                问
              </span>
              {item.q}
            </p>
            <p className="mt-3 flex items-start gap-3 text-[14px] leading-6 text-neutral-500">
              <span className="flex size-6 shrink-0 items-center justify-center rounded bg-brand-50 text-xs font-bold text-brand-500">
                答
              </span>
              <span className="line-clamp-3">{item.a[0]}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-neutral-500">
        还有疑问？
        <SiteLink href="/about/live/4" className="mx-1 font-medium text-brand-600 hover:underline">
          查看全部常见问题 →
        </SiteLink>
        或发送邮件至{' '}
        <a href={`mailto:${contact.anchorEmail}`} className="text-brand-600 hover:underline">
          {contact.anchorEmail}
        </a>
      </p>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section className="relative mt-20 overflow-hidden bg-gradient-to-r from-brand-700 via-brand-500 to-accent-500 text-white">
      {/* Centre-circle arcs, decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute top-1/2 -left-20 size-72 -translate-y-1/2 rounded-full border-2 border-white/10" />
        <div className="absolute top-1/2 -right-16 size-96 -translate-y-1/2 rounded-full border-2 border-white/10" />
        <div className="absolute top-1/2 -right-4 size-60 -translate-y-1/2 rounded-full border-2 border-white/10" />
      </div>
      <div className="relative mx-auto flex w-content flex-col items-start gap-6 px-4 py-10 lg:flex-row lg:items-center lg:py-14 desk:px-0">
        <div className="flex-1">
          <h2 className="text-2xl font-black lg:text-[32px]">下一场焦点战，等你来解说</h2>
          <p className="mt-3 text-[15px] text-white/80">
            现在入驻，开播首月享新人推荐位。申请只需 3 分钟，审核 {contact.replyWithin}内完成。
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 lg:items-end">
          <AnchorApplyButton tone="light">立即入驻，开始直播</AnchorApplyButton>
          <SiteLink href="/about/live/3" className="text-[13px] text-white/75 hover:text-white">
            入驻前请阅读《球live 主播入驻协议》
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
