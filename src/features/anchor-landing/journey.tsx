// How one becomes an anchor (the 4-step 入驻流程 timeline) and who the platform is looking for (适合谁).

import { Icon, type IconName } from '../../components/icons';
import { SiteLink } from '../../components/site-link';
import { SectionTitle } from './landing-chrome';

/** The newcomer tutorial's steps, folded to the four a visitor needs to picture before applying. */
const steps: { icon: IconName; title: string; text: string; time: string }[] = [
  {
    icon: 'flag',
    title: '提交申请',
    text: '登录后点击“立即入驻”，完成实名认证，选择直播方向并简单介绍自己。',
    time: '约 3 分钟',
  },
  {
    icon: 'check',
    title: '资料审核',
    text: '平台核对实名信息、账号记录与直播方向，审核结果通过站内信通知。',
    time: '1-3 个工作日',
  },
  {
    icon: 'tools',
    title: '设置房间',
    text: '在“主播中心 → 房间设置”填写标题、选择分类并关联比赛，复制推流地址。',
    time: '约 10 分钟',
  },
  {
    icon: 'mic',
    title: '开始直播',
    text: '用 OBS 或球live APP 推流开播，和全国球迷一起看球、聊球。',
    time: '随时开播',
  },
];

export function ProcessTimeline() {
  return (
    <section className="mt-16 bg-white py-16">
      <div className="mx-auto w-content px-3 desk:px-0">
        <SectionTitle eyebrow="HOW TO JOIN" title="入驻流程" sub="四步完成入驻，最快当周就能开播" />
        <ol className="relative grid grid-cols-2 gap-6 lg:grid-cols-4">
          {/* The rail joins the step badges; it stops at the centres of the first and last. */}
          <span
            aria-hidden="true"
            className="absolute top-8 right-[12.5%] left-[12.5%] hidden h-0.5 lg:block bg-gradient-to-r from-brand-500 via-accent-500 to-brand-500 opacity-30"
          />
          {steps.map((s, i) => (
            <li key={s.title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lg shadow-brand-500/30 ring-8 ring-white">
                <Icon name={s.icon} className="size-7" />
                <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-accent-500 font-mono text-xs font-bold ring-2 ring-white">
                  {i + 1}
                </span>
              </span>
              <p className="mt-5 text-lg font-semibold text-neutral-900">{s.title}</p>
              <p className="mt-1 text-xs font-medium text-brand-500">{s.time}</p>
              <p className="mt-3 max-w-[250px] text-[13px] leading-6 text-neutral-500">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center text-sm text-neutral-500">
          每一步的详细操作与 OBS 推流设置，请看{' '}
          <SiteLink href="/about/live/2" className="font-medium text-brand-600 hover:underline">
            新人主播教程
          </SiteLink>
        </p>
      </div>
    </section>
  );
}

const audiences: {
  icon: IconName;
  title: string;
  text: string;
  fit: string;
  tone: string;
}[] = [
  {
    icon: 'football',
    title: '足球解说',
    text: '熟悉五大联赛与中超，能把 90 分钟讲得跌宕起伏，关键球一句话点燃全场。',
    fit: '英超 · 西甲 · 欧冠',
    tone: 'from-emerald-600 to-emerald-800',
  },
  {
    icon: 'basketball',
    title: '篮球解说',
    text: 'NBA、CBA 如数家珍，挡拆跑位讲得明白，球星轶事信手拈来。',
    fit: 'NBA · CBA',
    tone: 'from-accent-500 to-accent-600',
  },
  {
    icon: 'chart',
    title: '数据分析达人',
    text: '用期望进球、回合效率和历史交锋说话，赛前前瞻与赛后复盘有理有据。',
    fit: '前瞻 · 复盘 · 战术',
    tone: 'from-sky-600 to-sky-800',
  },
  {
    icon: 'whistle',
    title: '前职业球员/教练',
    text: '带着更衣室视角和战术板，讲出普通球迷在转播里看不到的细节。',
    fit: '职业视角 · 战术板',
    tone: 'from-violet-600 to-violet-800',
  },
  {
    icon: 'flag',
    title: '球迷达人',
    text: '主队铁粉、球场常客，用热情和段子带动整个直播间，陪大家一起熬夜看球。',
    fit: '陪看 · 互动 · 氛围',
    tone: 'from-brand-500 to-brand-700',
  },
];

export function AudienceSection() {
  return (
    <section className="mx-auto mt-16 w-content px-3 desk:px-0">
      <SectionTitle
        eyebrow="WHO WE ARE LOOKING FOR"
        title="适合谁"
        sub="不论专业出身还是民间高手，只要懂球、爱表达，这里就有你的位置"
      />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5 lg:gap-4">
        {audiences.map((a) => (
          <li
            key={a.title}
            className="overflow-hidden rounded-lg bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <div className={`relative h-24 overflow-hidden bg-gradient-to-br ${a.tone}`}>
              <span
                aria-hidden="true"
                className="absolute -right-6 -bottom-10 size-28 rounded-full border-[10px] border-white/10"
              />
              <span className="absolute bottom-4 left-5 flex size-12 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30">
                <Icon name={a.icon} className="size-6" />
              </span>
            </div>
            <div className="p-5">
              <h3 className="font-semibold text-neutral-900">{a.title}</h3>
              <p className="mt-2 h-[72px] text-[13px] leading-6 text-neutral-500">{a.text}</p>
              <p className="mt-3 border-t border-dashed border-neutral-200 pt-3 text-xs text-brand-500">
                {a.fit}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
