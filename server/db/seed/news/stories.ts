// Demo article text: plain match previews, reports and news built from a few templates over real-sounding
// fixtures, so the headlines read like a sports desk's day rather than lorem ipsum.
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
    columnNo: 'csl',
    name: '中超',
    sport: 'football',
    teams: [
      '上海海港',
      '上海申花',
      '成都蓉城',
      '北京国安',
      '山东泰山',
      '浙江队',
      '天津津门虎',
      '河南队',
    ],
  },
  {
    columnNo: 'epl',
    name: '英超',
    sport: 'football',
    teams: ['曼城', '阿森纳', '利物浦', '切尔西', '曼联', '热刺', '纽卡斯尔', '阿斯顿维拉'],
  },
  {
    columnNo: 'football',
    name: '西甲',
    sport: 'football',
    category: '国际',
    teams: [
      '皇马',
      '巴萨',
      '马竞',
      '毕尔巴鄂竞技',
      '皇家社会',
      '比利亚雷亚尔',
      '塞维利亚',
      '贝蒂斯',
    ],
  },
  {
    columnNo: 'nba',
    name: 'NBA',
    sport: 'basketball',
    teams: ['湖人', '勇士', '凯尔特人', '掘金', '雄鹿', '尼克斯', '太阳', '独行侠'],
  },
  {
    columnNo: 'cba',
    name: 'CBA',
    sport: 'basketball',
    teams: [
      '广东宏远',
      '辽宁本钢',
      '浙江广厦',
      '上海久事',
      '北京首钢',
      '新疆伊力特',
      '山东高速',
      '深圳马可波罗',
    ],
  },
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

function footballPreview(league: string, home: string, away: string, n: number): DemoStory['body'] {
  const forms = ['近5轮3胜1平1负', '近5轮保持不败', '近3场客场全胜', '近期状态起伏较大'];
  return p(
    `北京时间本周末，${league}将迎来${home}主场对阵${away}的焦点战。`,
    `状态方面，${home}${forms[n % forms.length]}，${away}${forms[(n + 2) % forms.length]}。`,
    `两队过往交锋中，${home}在主场占据一定优势，但${away}上赛季曾在客场带走3分。`,
    `${home}主帅赛前表示：“每一场都是决赛，我们会全力争取胜利。”`,
    '伤停方面，两队均有主力球员处于恢复阶段，首发阵容仍存悬念。',
  );
}

function footballReport(league: string, home: string, away: string, n: number) {
  const hg = (n * 7) % 4;
  const ag = (n * 5) % 3;
  const minute = 10 + ((n * 13) % 70);
  const line =
    hg > ag
      ? `${home}主场${hg}比${ag}战胜${away}`
      : hg < ag
        ? `${away}客场${ag}比${hg}击败${home}`
        : `${home}与${away}${hg}比${ag}握手言和`;
  return {
    title: `战报：${home} ${hg}-${ag} ${away}`,
    body: p(
      `${league}本轮，${line}。`,
      hg + ag > 0
        ? `第${minute}分钟，比赛迎来首粒进球，场边球迷沸腾。`
        : '全场两队均有机会，但门将发挥出色，双方都没能破门。',
      `全场控球率${50 + (n % 12)}%比${50 - (n % 12)}%，射门次数${8 + (n % 9)}比${5 + (n % 7)}。`,
      '赛后双方主帅都对球员的拼搏精神表示认可，积分榜上的争夺仍在继续。',
    ),
  };
}

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
    if (league.sport === 'football') {
      const report = footballReport(league.name, home, away, n);
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
        title: `前瞻：${nextHome}主场迎战${nextAway}，能否延续势头？`,
        body: footballPreview(league.name, nextHome, nextAway, n),
      });
    } else {
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
  }
  // Each general piece once, on the most recent days: the same headline twice would give the demo away.
  const general = generalNews[day];
  if (!general) return out;
  const sport =
    general.title.includes('CBA') || general.title.includes('NBA') ? 'basketball' : 'football';
  out.push({ columnNo: sport, kind: 'news', sport, ...general });
  return out;
}
