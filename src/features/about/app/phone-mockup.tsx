// The phone drawn in CSS on the APP page: a mini score list standing in for a screenshot (no images allowed).

interface MockMatch {
  league: string;
  tone: string;
  status: string;
  live: boolean;
  home: string;
  away: string;
  score: string;
}

/** Illustrative rows only: the mock-up shows what the app looks like, not today's fixtures. */
const matches: MockMatch[] = [
  {
    league: '英超',
    tone: 'bg-violet-600',
    status: "67'",
    live: true,
    home: '曼城',
    away: '阿森纳',
    score: '2 - 1',
  },
  {
    league: 'NBA',
    tone: 'bg-blue-600',
    status: '第四节',
    live: true,
    home: '湖人',
    away: '勇士',
    score: '98 - 102',
  },
  {
    league: '西甲',
    tone: 'bg-orange-500',
    status: '中场',
    live: true,
    home: '皇马',
    away: '巴萨',
    score: '1 - 1',
  },
  {
    league: '中超',
    tone: 'bg-red-600',
    status: '19:35',
    live: false,
    home: '海港',
    away: '蓉城',
    score: 'VS',
  },
  {
    league: 'CBA',
    tone: 'bg-amber-600',
    status: '19:35',
    live: false,
    home: '广东',
    away: '辽宁',
    score: 'VS',
  },
  {
    league: '意甲',
    tone: 'bg-sky-600',
    status: '完场',
    live: false,
    home: '国米',
    away: '米兰',
    score: '3 - 2',
  },
  {
    league: '德甲',
    tone: 'bg-rose-700',
    status: '完场',
    live: false,
    home: '拜仁',
    away: '多特',
    score: '4 - 0',
  },
  {
    league: 'NBA',
    tone: 'bg-blue-600',
    status: '完场',
    live: false,
    home: '凯尔特人',
    away: '尼克斯',
    score: '112 - 104',
  },
];

function Row({ m }: { m: MockMatch }) {
  return (
    <li className="flex items-center gap-1.5 border-b border-neutral-100 px-2.5 py-2 text-[10px]">
      <span className={`w-7 shrink-0 rounded-sm py-px text-center text-[9px] text-white ${m.tone}`}>
        {m.league}
      </span>
      <span
        className={`w-8 shrink-0 text-center ${m.live ? 'font-semibold text-brand-500' : 'text-neutral-400'}`}
      >
        {m.status}
      </span>
      <span className="flex-1 truncate text-right text-neutral-800">{m.home}</span>
      <span
        className={`w-14 shrink-0 text-center font-mono whitespace-nowrap font-bold ${m.live ? 'text-brand-500' : 'text-neutral-500'}`}
      >
        {m.score}
      </span>
      <span className="flex-1 truncate text-neutral-800">{m.away}</span>
    </li>
  );
}

export function PhoneMockup() {
  return (
    <div
      aria-hidden="true"
      className="relative h-[540px] w-[264px] rounded-[42px] bg-neutral-900 p-2.5 shadow-[0_30px_60px_-15px_rgba(0,0,0,0.7)] ring-1 ring-white/15"
    >
      <div className="relative flex h-full flex-col overflow-hidden rounded-[34px] bg-page">
        {/* Status bar and the camera island. */}
        <div className="flex h-8 shrink-0 items-center justify-between bg-header px-6 text-[10px] font-semibold text-white">
          <span>9:41</span>
          <span className="absolute top-2 left-1/2 h-4 w-20 -translate-x-1/2 rounded-full bg-black" />
          <span className="flex items-center gap-1">
            <span className="flex items-end gap-px">
              {[2, 3, 4, 5].map((h) => (
                <span key={h} className="w-0.5 rounded-sm bg-white" style={{ height: h * 1.6 }} />
              ))}
            </span>
            <span className="ml-1 h-2 w-4 rounded-[2px] border border-white/80 p-px">
              <span className="block h-full w-3/4 rounded-[1px] bg-white" />
            </span>
          </span>
        </div>
        <div className="flex shrink-0 items-center justify-between bg-header px-3 pb-2.5 text-white">
          <span className="text-[15px] font-black italic">
            球<span className="text-brand-500">live</span>
          </span>
          <span className="h-5 w-24 rounded-full bg-white/10 px-2 text-[9px] leading-5 text-white/50">
            搜索赛事、主播
          </span>
        </div>
        <div className="flex shrink-0 gap-4 bg-white px-3 text-[11px]">
          {['足球', '篮球', '关注', '赛程'].map((tab, i) => (
            <span
              key={tab}
              className={`py-2 ${i === 0 ? 'border-b-2 border-brand-500 font-semibold text-brand-500' : 'text-neutral-500'}`}
            >
              {tab}
            </span>
          ))}
        </div>
        {/* A live room card above the scores, as on the app's home tab. */}
        <div className="mx-2.5 mt-2.5 h-[88px] shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-emerald-700 to-emerald-900 p-2 text-white">
          <div className="flex items-center justify-between text-[9px]">
            <span className="rounded-sm bg-brand-500 px-1 py-px font-semibold">直播中</span>
            <span className="text-white/70">3.2万 热度</span>
          </div>
          <div className="relative mt-1.5 h-9">
            <span className="absolute inset-x-6 inset-y-0 rounded border border-white/30" />
            <span className="absolute inset-y-0 left-1/2 border-l border-white/30" />
            <span className="absolute top-1/2 left-1/2 size-5 -translate-1/2 rounded-full border border-white/30" />
          </div>
          <p className="mt-1 truncate text-[10px] font-medium">英超焦点战 曼城vs阿森纳 全场解说</p>
        </div>
        <ul className="mx-2.5 mt-2.5 flex-1 overflow-hidden rounded-lg bg-white">
          {matches.map((m) => (
            <Row key={m.home} m={m} />
          ))}
        </ul>
        <nav className="mt-2 flex shrink-0 justify-around border-t border-neutral-200 bg-white pt-1.5 pb-3 text-[9px] text-neutral-400">
          {['首页', '比分', '直播', '社区', '我的'].map((tab, i) => (
            <span
              key={tab}
              className={`flex flex-col items-center gap-0.5 ${i === 1 ? 'text-brand-500' : ''}`}
            >
              <span
                className={`size-3.5 rounded-full ${i === 1 ? 'bg-brand-500' : 'bg-neutral-300'}`}
              />
              {tab}
            </span>
          ))}
        </nav>
      </div>
    </div>
  );
}
