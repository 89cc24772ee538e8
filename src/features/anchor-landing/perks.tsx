// What the platform offers an anchor: the figure tiles under the hero and the 主播福利 grid.

import { Icon, type IconName } from '../../components/icons';
import { SectionTitle } from './landing-chrome';

/** Promises the platform keeps (protocol and FAQ terms), not traffic figures it cannot vouch for. */
const figures = [
  { value: '0', unit: '元', title: '入驻费用', text: '无需保证金，不收任何入驻费用' },
  { value: '1-3', unit: '个工作日', title: '完成审核', text: '结果通过站内信通知，不用反复催' },
  {
    value: '7×24',
    unit: '小时',
    title: '赛事值守',
    text: '焦点赛事全程巡查，技术问题随时响应',
  },
  { value: '多档', unit: '', title: '收益分成', text: '礼物球票按公示比例结算，每周提现' },
];

export function FigureTiles() {
  return (
    <ul className="relative z-10 -mt-14 grid grid-cols-2 gap-y-5 rounded-lg bg-white py-5 lg:grid-cols-4 lg:gap-y-0 lg:divide-x lg:divide-neutral-100 lg:py-7 shadow-lg shadow-neutral-900/5">
      {figures.map((f) => (
        <li key={f.title} className="px-4 lg:px-8">
          <p className="flex items-baseline gap-1 text-brand-500">
            <span className="font-mono text-[28px] leading-none font-black lg:text-[40px]">
              {f.value}
            </span>
            {f.unit && <span className="text-sm font-semibold">{f.unit}</span>}
          </p>
          <p className="mt-2.5 font-semibold text-neutral-900">{f.title}</p>
          <p className="mt-1 text-[13px] text-neutral-500">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}

const perks: {
  icon: IconName;
  title: string;
  text: string;
  tags: string[];
  tone: string;
}[] = [
  {
    icon: 'trend',
    title: '流量扶持',
    text: '新人开播首月进入首页“新人推荐”位，关联比赛的直播间同步出现在比赛页“主播解说”列表，焦点战之夜额外加权曝光。',
    tags: ['首页推荐', '比赛页曝光'],
    tone: 'from-brand-500 to-brand-700',
  },
  {
    icon: 'gift',
    title: '礼物分成',
    text: '观众赠送的礼物按平台公示比例折算为球票，每一笔收益都能在主播中心查到明细，每周二统一处理提现。',
    tags: ['明细透明', '每周提现'],
    tone: 'from-accent-400 to-accent-600',
  },
  {
    icon: 'headset',
    title: '专属运营',
    text: '审核通过即对接专属运营经理，帮你找准直播定位、规划开播时段、复盘每一场直播数据，遇到问题随时找得到人。',
    tags: ['一对一对接', '数据复盘'],
    tone: 'from-violet-500 to-violet-700',
  },
  {
    icon: 'trophy',
    title: '赛事资源',
    text: '英超、西甲、欧冠、NBA、CBA 等赛事的赛程、实时比分与技术统计随手可查，开播前一键关联比赛，解说素材不用愁。',
    tags: ['实时比分', '技术统计'],
    tone: 'from-sky-500 to-sky-700',
  },
  {
    icon: 'tools',
    title: '开播工具',
    text: '支持 OBS 电脑推流与 APP 手机开播，弹幕浏览器源、房管、禁言名单等工具一应俱全，新手也能十分钟开播。',
    tags: ['OBS 推流', '手机开播'],
    tone: 'from-emerald-500 to-emerald-700',
  },
  {
    icon: 'level',
    title: '成长体系',
    text: '主播等级随开播时长与观众互动稳步提升，解锁专属标识、推荐位和官方活动资格，月度榜单奖励以球票发放。',
    tags: ['等级标识', '月度榜单'],
    tone: 'from-amber-400 to-amber-600',
  },
];

export function PerksGrid() {
  return (
    <section className="mt-16">
      <SectionTitle
        eyebrow="BENEFITS"
        title="主播福利"
        sub="从第一次开播到成为头部主播，每一步都有平台陪你走"
      />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3 md:gap-5">
        {perks.map((p) => (
          <li
            key={p.title}
            className="group relative flex flex-col overflow-hidden rounded-lg bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span className="absolute inset-x-0 top-0 h-0.5 scale-x-0 bg-brand-500 transition group-hover:scale-x-100" />
            <div className="flex items-center gap-4">
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow ${p.tone}`}
              >
                <Icon name={p.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-neutral-900">{p.title}</h3>
            </div>
            <p className="mt-4 text-[14px] leading-6 text-neutral-500">{p.text}</p>
            <ul className="mt-auto flex gap-2 pt-4">
              {p.tags.map((t) => (
                <li key={t} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-600">
                  {t}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
