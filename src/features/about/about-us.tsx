// 关于我们 (/about/10003): who 球live is, what it offers, the copyright statement and how to file a complaint.

import { Icon, type IconName } from '../../components/icons';
import { contact } from './contact';
import { Emph } from './doc-article';

const services: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'play',
    title: '免费高清直播',
    text: '覆盖英超、西甲、意甲、德甲、法甲、中超、欧冠及 NBA、CBA 等热门赛事，专业主播全程陪你看球。',
  },
  {
    icon: 'score',
    title: '实时比分',
    text: '进球、红黄牌、换人、节间比分秒级推送，赛程、赛果、积分榜与技术统计一屏掌握。',
  },
  {
    icon: 'chat',
    title: '主播互动',
    text: '在直播间发弹幕、送礼物、抢喇叭，与主播和成千上万的球迷一起为主队呐喊。',
  },
  {
    icon: 'book',
    title: '头条资讯',
    text: '转会动态、赛前前瞻、赛后复盘与深度专栏，第一时间了解足坛篮坛大小事。',
  },
  {
    icon: 'star',
    title: '专家推荐',
    text: '资深分析师从阵容、伤停、战意与历史交锋出发，给出有理有据的赛事解读。',
  },
  {
    icon: 'database',
    title: '资料库',
    text: '联赛积分、射手榜、球队阵容、球员数据与历史交锋，查资料不必再翻遍全网。',
  },
];

const values = [
  { title: '免费', text: '看球不设门槛，基础直播与比分服务永久免费。' },
  { title: '及时', text: '比分与事件秒级推送，重要赛事 7×24 小时值守。' },
  { title: '专业', text: '签约主播与专家均经过严格审核，解说有料、分析有据。' },
  { title: '干净', text: '坚决抵制赌球与外围广告，守护每一位球迷的观赛环境。' },
];

const copyright = [
  '球live 网站及客户端的名称、标识、页面设计、程序代码，以及平台原创的文章、图片、数据整理与视频内容，其著作权、商标权及其他知识产权均归球live 或相关权利人所有，受《中华人民共和国著作权法》《商标法》等法律保护。',
  '**未经球live 书面许可，任何单位和个人不得以任何方式复制、转载、镜像、抓取或以其他方式使用上述内容。**经授权转载的，应注明“来源：球live”，不得歪曲、篡改原意。',
  '平台中由主播、专家和用户上传或发布的内容，其权利归原作者所有，发布者应保证其拥有合法权利。平台仅提供信息存储空间与技术服务。',
  '平台尊重赛事版权方的合法权益。赛事相关的商标、标识和影像归各赛事组织方及权利人所有，平台内的引用仅用于资讯报道与数据展示。',
];

const noticeItems = [
  '权利人的姓名（名称）、联系方式和地址；',
  '要求删除或断开链接的侵权内容的名称和网络地址（直播间号或页面链接）；',
  '构成侵权的初步证明材料，包括权属证明和侵权比对说明；',
  '权利人对通知内容真实性负责的书面声明，并由权利人签字或盖章。',
];

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-neutral-900">
      <span className="h-4 w-1 rounded-full bg-brand-500" />
      {children}
    </h2>
  );
}

export function AboutUs() {
  return (
    <article className="text-[15px] leading-7 text-neutral-700">
      <header className="relative overflow-hidden rounded-lg bg-gradient-to-r from-header via-[#3a1514] to-brand-700 px-5 py-6 text-white lg:px-10 lg:py-9">
        <div
          aria-hidden="true"
          className="absolute top-1/2 -right-10 size-52 -translate-y-1/2 rounded-full border-2 border-white/10"
        />
        <p className="text-xs font-semibold tracking-[0.3em] text-accent-400">ABOUT QIULIVE</p>
        <h1 className="mt-2 text-3xl font-black">关于球live</h1>
        <p className="mt-3 max-w-[640px] text-[14px] leading-7 text-white/75">
          球live
          是一个专注足球与篮球的免费高清直播与比分平台。我们相信，看球是一件简单而快乐的事：打开网页，就能找到想看的比赛、懂球的主播和一群志同道合的球友。
        </p>
      </header>

      <section className="mt-8">
        <SectionTitle>我们是谁</SectionTitle>
        <div className="space-y-3">
          <p className="indent-8">
            球live
            由一群热爱足球和篮球的产品、技术与内容从业者创立。我们把“比分、直播、资讯、社区”这些球迷每天都要用到的功能整合到一个平台上，让你不再需要在多个应用之间来回切换。
          </p>
          <p className="indent-8">
            在这里，你可以在比分页追踪全球数百个联赛的实时动态，进入主播直播间边看边聊，在社区圈子里和主队的球迷一起讨论，也可以读专家的赛前分析、查资料库里的历史数据，错过的比赛还能在回放与集锦中补上。
          </p>
        </div>
      </section>

      <section className="mt-8">
        <SectionTitle>我们提供</SectionTitle>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {services.map((s) => (
            <li key={s.title} className="rounded-lg border border-neutral-100 bg-neutral-50 p-4">
              <p className="flex items-center gap-2 font-semibold text-neutral-900">
                <span className="flex size-8 items-center justify-center rounded-md bg-brand-500 text-white">
                  <Icon name={s.icon} />
                </span>
                {s.title}
              </p>
              <p className="mt-2 text-[13px] leading-6 text-neutral-500">{s.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8">
        <SectionTitle>我们的坚持</SectionTitle>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {values.map((v) => (
            <li
              key={v.title}
              className="rounded-lg border-t-2 border-brand-500 bg-white p-4 shadow-sm ring-1 ring-neutral-100"
            >
              <p className="text-xl font-black text-brand-500">{v.title}</p>
              <p className="mt-1.5 text-[13px] leading-6 text-neutral-500">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8">
        <SectionTitle>版权声明</SectionTitle>
        <ol className="space-y-3">
          {copyright.map((text, i) => (
            <li key={text} className="flex gap-2.5">
              <span className="w-5 shrink-0 font-mono text-[13px] text-neutral-400">{i + 1}.</span>
              <p>
                <Emph text={text} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-8">
        <SectionTitle>侵权投诉指引</SectionTitle>
        <p>
          如您认为平台内的内容侵犯了您的合法权益，请依据《信息网络传播权保护条例》向我们提交书面通知，通知应包含：
        </p>
        <ol className="mt-3 space-y-1.5 rounded-md bg-neutral-50 px-5 py-4 text-[14px]">
          {noticeItems.map((item, i) => (
            <li key={item} className="flex gap-1.5">
              <span className="shrink-0 text-neutral-400">（{i + 1}）</span>
              {item}
            </li>
          ))}
        </ol>
        <p className="mt-3">
          请将通知发送至版权投诉邮箱{' '}
          <a className="text-brand-600 hover:underline" href={`mailto:${contact.copyrightEmail}`}>
            {contact.copyrightEmail}
          </a>
          。我们将在收到合格通知后 24
          小时内对直播间采取断流、对内容采取删除或屏蔽措施，并将通知转送给内容发布者。
        </p>
      </section>

      <section className="mt-8 grid grid-cols-1 gap-4 rounded-lg bg-neutral-50 p-5 text-[14px] sm:grid-cols-2 lg:grid-cols-4">
        <ContactItem icon="mail" label="客服邮箱" value={contact.email} />
        <ContactItem icon="message" label="商务合作" value={contact.business} />
        <ContactItem icon="play" label="主播合作" value={contact.anchorEmail} />
        <ContactItem icon="clock" label="服务时间" value={contact.hours} />
      </section>
    </article>
  );
}

function ContactItem({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <p className="text-xs text-neutral-400">{label}</p>
        <p className="font-medium text-neutral-800">{value}</p>
      </div>
    </div>
  );
}
