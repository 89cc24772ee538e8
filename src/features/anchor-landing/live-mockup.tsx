// The hero's picture: a live room drawn in CSS and SVG (a tactics-board stream with danmaku), decoration only.

/** Player dots on the tactics board: red is the anchor's side, white the opponent. */
const redDots = [
  [90, 150],
  [150, 70],
  [150, 230],
  [215, 120],
  [215, 180],
  [290, 150],
];
const whiteDots = [
  [330, 95],
  [330, 205],
  [385, 150],
  [440, 80],
  [440, 220],
];

function TacticsBoard() {
  return (
    <svg viewBox="0 0 520 300" className="absolute inset-0 size-full" aria-hidden="true">
      <defs>
        <linearGradient id="anchor-pitch" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f5c3a" />
          <stop offset="1" stopColor="#143d27" />
        </linearGradient>
        <marker
          id="anchor-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 10 5 0 10z" fill="#ff9a3c" />
        </marker>
      </defs>
      <rect width="520" height="300" fill="url(#anchor-pitch)" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <rect key={i} x={i * 65} width="32.5" height="300" fill="#fff" opacity="0.03" />
      ))}
      <g fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2">
        <rect x="20" y="20" width="480" height="260" />
        <path d="M260 20v260" />
        <circle cx="260" cy="150" r="42" />
        <rect x="20" y="85" width="62" height="130" />
        <rect x="438" y="85" width="62" height="130" />
        <rect x="20" y="120" width="22" height="60" />
        <rect x="478" y="120" width="22" height="60" />
      </g>
      <g fill="none" stroke="#ff9a3c" strokeWidth="3" strokeDasharray="7 6" strokeLinecap="round">
        <path d="M215 120 C 270 70, 330 60, 395 110" markerEnd="url(#anchor-arrow)" />
        <path d="M290 150 C 330 165, 360 175, 400 160" markerEnd="url(#anchor-arrow)" />
      </g>
      <circle cx="395" cy="115" r="26" fill="#ff9a3c" opacity="0.18" />
      {redDots.map(([x, y]) => (
        <circle
          key={`r${x}-${y}`}
          cx={x}
          cy={y}
          r="9"
          fill="#e5322d"
          stroke="#fff"
          strokeWidth="2.5"
        />
      ))}
      {whiteDots.map(([x, y]) => (
        <circle
          key={`w${x}-${y}`}
          cx={x}
          cy={y}
          r="9"
          fill="#f2f3f5"
          stroke="#16181d"
          strokeWidth="2"
        />
      ))}
      <circle cx="222" cy="112" r="4.5" fill="#fff" stroke="#16181d" strokeWidth="1.5" />
    </svg>
  );
}

const danmaku = [
  { who: '曼城死忠', text: '这个战术板讲得太清楚了！', tone: 'bg-white/15' },
  { who: '北伦敦的风', text: '主播预判又对了，左路要打穿', tone: 'bg-white/10' },
  { who: '看球不睡觉', text: '送出 火箭 ×1', tone: 'bg-accent-500/80', gift: true },
];

export function LiveMockup() {
  return (
    <div aria-hidden="true" className="relative w-[500px] select-none">
      <div className="absolute -inset-6 rounded-[28px] bg-brand-500/20 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl bg-header shadow-2xl ring-1 ring-white/10">
        <div className="flex items-center gap-3 px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-white ring-2 ring-white/20">
            球
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-[13px] font-semibold text-white">
              英超焦点战 曼城 vs 阿森纳 · 战术板全场解说
            </p>
            <p className="text-[11px] text-white/45">足球 · 英超 · 老K说球</p>
          </div>
          <span className="rounded-full bg-brand-500 px-2.5 py-0.5 text-[11px] font-semibold text-white">
            + 关注
          </span>
        </div>
        <div className="relative aspect-[520/300]">
          <TacticsBoard />
          <span className="absolute top-3 left-3 flex items-center gap-1.5 rounded bg-brand-500 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white">
            <span className="size-1.5 animate-pulse rounded-full bg-white" />
            LIVE
          </span>
          <span className="absolute top-3 right-3 rounded bg-black/45 px-2 py-0.5 font-mono text-[12px] text-white">
            曼城 1 : 1 阿森纳 · 67'
          </span>
          {/* The anchor's voice, so the board reads as commentary rather than a broadcast. */}
          <span className="absolute right-3 bottom-3 flex items-end gap-[3px] rounded-full bg-black/45 px-3 py-1.5">
            {[6, 12, 9, 14, 7, 11, 5].map((h, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
                key={i}
                style={{ height: h }}
                className="w-[3px] rounded-full bg-accent-400"
              />
            ))}
            <span className="ml-1.5 text-[11px] leading-none text-white/85">解说中</span>
          </span>
        </div>
        <div className="space-y-2 px-4 py-3.5">
          {danmaku.map((d) => (
            <p
              key={d.who}
              className={`w-fit max-w-full rounded-full px-3 py-1 text-[12px] text-white ${d.tone}`}
            >
              <span className={d.gift ? 'text-white' : 'text-accent-400'}>{d.who}：</span>
              {d.text}
            </p>
          ))}
        </div>
      </div>
      <div className="absolute top-[258px] -left-12 rounded-xl bg-white px-4 py-3 shadow-xl">
        <p className="text-[11px] text-neutral-400">新人流量扶持</p>
        <p className="mt-0.5 flex items-baseline gap-1 text-lg font-black text-brand-500">
          首页推荐中
          <svg
            viewBox="0 0 20 20"
            className="size-4 text-emerald-500"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 6.2-4.5 4.6a.8.8 0 0 1-1.1 0L6.3 11a.8.8 0 1 1 1.1-1.1l1.2 1.2 4-4a.8.8 0 1 1 1.1 1.1Z" />
          </svg>
        </p>
      </div>
    </div>
  );
}
