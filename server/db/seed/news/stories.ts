// Demo article text: general news, and previews and reports of a league the match feed does not carry (WCBA),
// built from a few templates, so the headlines read like a sports desk's day rather than lorem ipsum. Previews
// and reports of the feed's leagues (中超, 英超, 西甲, NBA, CBA …) are the feed's own: the match writer
// (server/modules/news/match-writer) writes them from the matches the site shows, so no made-up score sits
// beside a real one.
import type { DemoColumnNo } from './columns';

export interface DemoStory {
  columnNo: DemoColumnNo;
  category: string;
  kind: 'preview' | 'report' | 'news';
  sport: 'football' | 'basketball';
  title: string;
  body: string;
}

interface League {
  columnNo: DemoColumnNo;
  name: string;
  sport: 'football' | 'basketball';
  /** The category in a general column (足球, 篮球); a league's own column uses 前瞻 and 战报. */
  category?: string;
  teams: string[];
}

const leagues: League[] = [
  {
    columnNo: 'basketball',
    name: 'WCBA',
    sport: 'basketball',
    category: '国内',
    teams: [
      '四川远达美乐',
      '内蒙古农信',
      '山西竹叶青',
      '北京首钢园',
      '江苏南钢',
      '武汉盛帆',
      '新疆天山',
      '广东志高',
    ],
  },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

function basketballPreview(league: string, home: string, away: string, n: number) {
  return p(
    `${league}常规赛今日继续进行，${home}将坐镇主场迎战${away}。`,
    `${home}近${5 + (n % 5)}场比赛场均得分${105 + (n % 15)}分，进攻端状态火热。`,
    `${away}则以防守见长，场均失分仅${98 + (n % 10)}分。`,
    '两队上一次交手比赛进入了加时，本场比赛同样值得期待。',
  );
}

function basketballReport(league: string, home: string, away: string, n: number) {
  const hs = 96 + ((n * 11) % 30);
  const drawn = 96 + ((n * 7) % 30);
  // Basketball has no draws: a level score would go to overtime.
  const as = drawn === hs ? drawn - 3 : drawn;
  const [win, lose, ws, ls] = hs >= as ? [home, away, hs, as] : [away, home, as, hs];
  const top = 22 + (n % 19);
  return {
    title: `战报：${win} ${ws}-${ls} 力克${lose}`,
    body: p(
      `${league}常规赛，${win}以${ws}比${ls}战胜${lose}。`,
      `首节双方战成均势，第三节${win}打出一波${8 + (n % 7)}比0的攻击波确立领先。`,
      `${win}头号得分手全场砍下${top}分${4 + (n % 8)}篮板${3 + (n % 6)}助攻，成为全场最佳。`,
      `${lose}末节一度将分差缩小到${2 + (n % 5)}分，但关键时刻失误过多，未能完成逆转。`,
    ),
  };
}

const generalNews: Pick<DemoStory, 'category' | 'title' | 'body'>[] = [
  {
    category: '转会',
    title: '冬窗转会汇总：多家豪门关注中场球员',
    body: p(
      '冬季转会窗即将开启，多家豪门已开始在中场位置上物色人选。',
      '据悉，有球队已与球员经纪人进行了初步接触，但尚未提交正式报价。',
    ),
  },
  {
    category: '国内',
    title: '国足集训名单公布，多名年轻球员首次入选',
    body: p(
      '中国男足公布新一期集训名单，共有28名球员入选。',
      '本期名单中有5名球员首次入选，平均年龄较上期有所下降。',
      '主教练表示，希望给年轻球员更多机会。',
    ),
  },
  {
    category: '国际',
    title: '欧冠小组赛综述：卫冕冠军提前出线',
    body: p(
      '欧冠小组赛本轮战罢，卫冕冠军凭借客场胜利提前一轮锁定出线资格。',
      '另一场焦点战中，两支传统强队战成平手，小组形势更加扑朔迷离。',
    ),
  },
  {
    category: '国内',
    title: 'CBA全明星投票开启，球迷可为心仪球员投票',
    body: p(
      'CBA全明星周末球迷投票正式开启，投票将持续两周。',
      '往届投票中，人气球员的票数常常超过百万。',
    ),
  },
  {
    category: '国际',
    title: 'NBA官方公布本月最佳球员评选结果',
    body: p(
      'NBA官方公布了东西部月最佳球员，两位当选者在本月均有场均30分以上的表现。',
      '这也是其中一位球员本赛季第二次获得该荣誉。',
    ),
  },
];

/** The stories of one demo day: a preview and a report in each league, and one general piece. */
export function storiesOfDay(day: number): DemoStory[] {
  const out: DemoStory[] = [];
  for (const [k, league] of leagues.entries()) {
    const { columnNo } = league;
    const t = league.teams;
    const n = day * 3 + k;
    // Over three weeks no pairing repeats: the home side walks the list, the gap grows every 8 days.
    const pair = (first: number, gap: number) =>
      [t[(first + k) % t.length]!, t[(first + k + gap) % t.length]!] as const;
    const [home, away] = pair(day, 1 + Math.floor(day / 8));
    const [nextHome, nextAway] = pair(day + 4, 4 + Math.floor(day / 8));
    const report = basketballReport(league.name, home, away, n);
    out.push({
      columnNo,
      category: league.category ?? '战报',
      kind: 'report',
      sport: league.sport,
      ...report,
    });
    out.push({
      columnNo,
      category: league.category ?? '前瞻',
      kind: 'preview',
      sport: league.sport,
      title: `前瞻：${nextAway}客场挑战${nextHome}`,
      body: basketballPreview(league.name, nextHome, nextAway, n),
    });
  }
  // Each general piece once, on the most recent days: the same headline twice would give the demo away.
  const general = generalNews[day];
  if (!general) return out;
  const sport =
    general.title.includes('CBA') || general.title.includes('NBA') ? 'basketball' : 'football';
  out.push({ columnNo: sport, kind: 'news', sport, ...general });
  return out;
}
