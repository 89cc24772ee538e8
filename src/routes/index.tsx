// The home page frame (/): hero, the server clock and the feedback card.
import { ServerClockCard } from '../features/clock/server-clock';
import { FeedbackCard } from '../features/feedback/feedback-card';

const DESCRIPTION =
  '球live 为球迷提供各大足球、篮球赛事的免费高清直播。在这里看实时比分与赛程，进主播直播间边看边聊，读头条资讯，逛社区圈子，还能关注专家的赛事推荐。';

const highlights = ['足球直播', '篮球直播', '实时比分', '赛程赛果', '头条资讯', '专家有料'];

function Hero() {
  return (
    <section
      data-testid="home-hero"
      className="relative overflow-hidden rounded-lg bg-gradient-to-r from-header via-[#3a1514] to-brand-700 px-12 py-12 text-white shadow-sm"
    >
      {/* The pitch lines are decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-[420px]">
        <div className="absolute top-1/2 right-24 size-56 -translate-y-1/2 rounded-full border-2 border-white/10" />
        <div className="absolute inset-y-0 right-[200px] border-l-2 border-white/10" />
        <div className="absolute top-1/2 right-[193px] size-4 -translate-y-1/2 rounded-full bg-white/15" />
      </div>
      <p className="text-sm font-semibold tracking-[0.3em] text-accent-400">QIULIVE</p>
      <h1 className="mt-2 text-5xl font-black italic">
        球<span className="text-brand-400">live</span>
      </h1>
      <p className="mt-4 text-2xl font-bold">免费高清足球篮球直播</p>
      <p className="mt-3 max-w-[640px] text-[15px] leading-7 text-white/75">{DESCRIPTION}</p>
      <ul className="mt-6 flex gap-2">
        {highlights.map((h) => (
          <li
            key={h}
            className="rounded-full bg-white/10 px-3 py-1 text-xs text-white/85 ring-1 ring-white/15"
          >
            {h}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  return (
    <div className="space-y-5">
      <Hero />
      <div className="grid grid-cols-[360px_1fr] gap-5">
        <ServerClockCard />
        <FeedbackCard />
      </div>
    </div>
  );
}
