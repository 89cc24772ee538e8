// 意见反馈 (/about/10006): a short intro, the shared feedback form and the service contacts.

import { Icon, type IconName } from '../../components/icons';
import { FeedbackCard } from '../feedback/feedback-card';
import { contact } from './contact';

const tips = [
  '遇到直播卡顿或无法播放，请注明直播间号、出现问题的时间以及您使用的浏览器。',
  '比分或数据有误，请注明比赛双方、比赛日期和有误的具体数据项。',
  '充值、提现问题请留下联系方式和订单号，财务同事会优先跟进。',
  '举报违规直播或言论，请尽量附上直播间号、用户昵称与发生时间。',
];

const channels: { icon: IconName; label: string; value: string; href?: string }[] = [
  { icon: 'mail', label: '客服邮箱', value: contact.email, href: `mailto:${contact.email}` },
  {
    icon: 'play',
    label: '主播服务',
    value: contact.anchorEmail,
    href: `mailto:${contact.anchorEmail}`,
  },
  { icon: 'clock', label: '服务时间', value: contact.hours },
  { icon: 'message', label: '回复时效', value: `${contact.replyWithin}内` },
];

export function FeedbackPanel() {
  return (
    <div className="space-y-5">
      <section className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-8 lg:py-7">
        <p className="text-xs font-semibold tracking-[0.3em] text-brand-500">FEEDBACK</p>
        <h1 className="mt-1.5 text-2xl font-bold text-neutral-900">
          您的每一条建议，我们都认真对待
        </h1>
        <p className="mt-3 text-[15px] leading-7 text-neutral-600">
          感谢您使用球live！无论是功能建议、直播问题、比分纠错还是违规举报，都欢迎告诉我们。每一条反馈都会由专人阅读和跟进，被采纳的建议将出现在后续的版本更新中。
        </p>
        <ul className="mt-4 grid grid-cols-1 gap-x-6 sm:grid-cols-2 gap-y-2 text-[13px] leading-6 text-neutral-500">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" />
              {tip}
            </li>
          ))}
        </ul>
      </section>

      <FeedbackCard />

      <section className="grid grid-cols-2 gap-4 rounded-lg bg-white px-4 py-5 shadow-sm lg:grid-cols-4 lg:px-6">
        {channels.map((c) => (
          <div key={c.label} className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-500">
              <Icon name={c.icon} className="size-5" />
            </span>
            <div className="min-w-0 text-[13px]">
              <p className="text-neutral-400">{c.label}</p>
              {c.href ? (
                <a href={c.href} className="font-medium text-neutral-800 hover:text-brand-600">
                  {c.value}
                </a>
              ) : (
                <p className="font-medium text-neutral-800">{c.value}</p>
              )}
            </div>
          </div>
        ))}
      </section>
    </div>
  );
}
