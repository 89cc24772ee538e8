// The APP page below the hero: feature tiles and the install notes.
import { Icon, type IconName } from '../../../components/icons';

const features: { icon: IconName; title: string; text: string; tone: string }[] = [
  {
    icon: 'play',
    title: '免费高清直播',
    text: '五大联赛、欧冠、NBA、CBA 热门场次高清直播，弱网环境自动切换清晰度，看球不卡顿。',
    tone: 'from-brand-500 to-brand-700',
  },
  {
    icon: 'score',
    title: '实时比分',
    text: '全球数百个联赛比分秒级刷新，进球、红牌、节间比分即时推送，一屏掌握所有战况。',
    tone: 'from-accent-400 to-accent-600',
  },
  {
    icon: 'chat',
    title: '主播互动',
    text: '专业主播全程解说，弹幕、礼物、喇叭一应俱全，和全国球迷一起为主队呐喊。',
    tone: 'from-violet-500 to-violet-700',
  },
  {
    icon: 'star',
    title: '专家推荐',
    text: '资深分析师赛前深度解读阵容、伤停与战意，赛后复盘有理有据，看球更懂球。',
    tone: 'from-amber-400 to-amber-600',
  },
  {
    icon: 'bell',
    title: '赛事提醒',
    text: '预约关心的比赛，开赛前、进球时、关注的主播开播时第一时间通知，不再错过精彩。',
    tone: 'from-emerald-500 to-emerald-700',
  },
  {
    icon: 'database',
    title: '资料库',
    text: '积分榜、射手榜、球队阵容、球员生涯数据与历史交锋，随时随地查询。',
    tone: 'from-sky-500 to-sky-700',
  },
];

const installSteps = [
  { title: '扫描二维码', text: '使用手机相机或浏览器扫描页面上方的二维码。' },
  { title: '下载安装', text: '在打开的页面中选择对应系统，按提示完成下载与安装。' },
  { title: '登录看球', text: '使用手机号一键登录，网页端的关注与预约自动同步。' },
];

const requirements = [
  {
    os: 'Android',
    text: '支持 Android 7.0 及以上版本。如提示“禁止安装未知来源应用”，请在系统设置中允许浏览器安装应用。',
  },
  { os: 'iOS', text: '支持 iOS 13.0 及以上版本的 iPhone 与 iPad，扫码后按页面提示完成安装。' },
];

function SectionTitle({ title, sub }: { title: string; sub: string }) {
  return (
    <div className="mb-5 text-center">
      <h2 className="text-2xl font-bold text-neutral-900">{title}</h2>
      <p className="mt-1.5 text-sm text-neutral-500">{sub}</p>
    </div>
  );
}

export function FeatureTiles() {
  return (
    <section className="mt-10">
      <SectionTitle title="为球迷打造的看球利器" sub="直播、比分、资讯、社区，一个 APP 全搞定" />
      <ul data-testid="app-features" className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-5">
        {features.map((f) => (
          <li
            key={f.title}
            className="group rounded-lg bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span
              className={`flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow ${f.tone}`}
            >
              <Icon name={f.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-neutral-900">{f.title}</h3>
            <p className="mt-2 text-[14px] leading-6 text-neutral-500">{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InstallGuide() {
  return (
    <section className="mt-10 grid grid-cols-1 gap-5 lg:grid-cols-[1fr_420px]">
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-7">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          三步安装
        </h2>
        <ol className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {installSteps.map((s, i) => (
            <li key={s.title} className="relative rounded-lg bg-neutral-50 p-4">
              <span className="text-3xl font-black text-brand-100">0{i + 1}</span>
              <p className="mt-1 font-semibold text-neutral-900">{s.title}</p>
              <p className="mt-1 text-[13px] leading-6 text-neutral-500">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-7">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          系统要求
        </h2>
        <dl className="mt-4 space-y-3 text-[13px] leading-6">
          {requirements.map((r) => (
            <div key={r.os} className="flex gap-3">
              <dt className="w-16 shrink-0 font-semibold text-neutral-800">{r.os}</dt>
              <dd className="text-neutral-500">{r.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
