// The /anchor hero: the pitch to would-be anchors, the entry button and the live-room picture.
import { SiteLink } from '../../components/site-link';
import { AnchorApplyButton } from './apply-button';
import { LiveMockup } from './live-mockup';

const directions = ['足球解说', '篮球解说', '赛事分析', '球迷互动'];

/** The protocol's entry conditions, shown up front so nobody applies only to be turned down. */
const conditions = ['年满 18 周岁', '完成实名认证', '账号注册满 7 天且无违规'];

export function LandingHero() {
  return (
    <section
      data-testid="anchor-hero"
      className="relative overflow-hidden bg-gradient-to-br from-header via-[#2b1414] to-brand-800 text-white"
    >
      {/* Pitch markings and glow, decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute top-1/2 left-1/2 size-[560px] translate-x-[160px] -translate-y-1/2 rounded-full bg-brand-500/25 blur-3xl" />
        <div className="absolute top-1/2 left-1/2 size-[420px] -translate-1/2 rounded-full border-2 border-white/5" />
        <div className="absolute inset-y-0 left-1/2 border-l-2 border-white/5" />
        <div className="absolute top-1/2 -left-24 h-[360px] w-56 -translate-y-1/2 border-2 border-white/5" />
        <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-black/25 to-transparent" />
      </div>
      <div className="relative mx-auto flex w-content items-center px-4 py-10 lg:h-[620px] lg:py-0 lg:pb-14 desk:px-0">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-accent-400 lg:text-sm lg:tracking-[0.3em]">
            <span className="h-px w-8 bg-accent-400" />
            ANCHOR RECRUITMENT · 主播招募
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-black lg:text-[56px]">
            成为球<span className="text-brand-400 italic">live</span>主播
          </h1>
          <p className="mt-2 text-xl font-bold text-white/95 lg:text-[32px]">
            用你的专业解说点燃每一场比赛
          </p>
          <p className="mt-5 max-w-[540px] text-[15px] leading-7 text-white/70">
            懂球，就有舞台。无论你是能把 90 分钟讲得跌宕起伏的解说，还是用数据说话的分析达人，球live
            都为你准备好了直播间、赛事数据和运营扶持，让更多球迷听见你的声音。
          </p>
          <ul className="mt-5 flex flex-wrap gap-2">
            {directions.map((d) => (
              <li
                key={d}
                className="rounded-full bg-white/10 px-3 py-1 text-xs text-white/85 ring-1 ring-white/15"
              >
                {d}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <AnchorApplyButton testId="anchor-apply" />
            <SiteLink
              href="/about/live/2"
              className="inline-flex h-12 items-center gap-2 rounded-full px-7 text-base font-semibold text-white ring-1 ring-white/35 transition hover:bg-white/10 hover:ring-white/60"
            >
              <svg
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinejoin="round"
                aria-hidden="true"
                className="size-4"
              >
                <circle cx="10" cy="10" r="7.5" />
                <path d="m8.5 7 4 3-4 3V7Z" fill="currentColor" />
              </svg>
              查看新人教程
            </SiteLink>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-[13px] text-white/55">
            {conditions.map((c) => (
              <li key={c} className="flex items-center gap-1.5">
                <svg viewBox="0 0 16 16" className="size-3.5 text-accent-400" aria-hidden="true">
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative hidden shrink-0 lg:block">
          <LiveMockup />
        </div>
      </div>
    </section>
  );
}
