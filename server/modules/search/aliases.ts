// Short names fans type → the names the catalogue stores (皇马 → 皇家马德里): a checked-in map, applied to
// the query before matching. The simulator's teams already carry most short names (皇马, 曼联, 湖人 are
// their short_name); these add nicknames, players and the names no row spells.
export const ALIASES: Record<string, string[]> = {
  皇马: ['皇家马德里'],
  巴萨: ['巴塞罗那'],
  曼联: ['曼彻斯特联'],
  红魔: ['曼彻斯特联'],
  曼城: ['曼彻斯特城'],
  蓝月亮: ['曼彻斯特城'],
  枪手: ['阿森纳'],
  红军: ['利物浦'],
  蓝军: ['切尔西'],
  热刺: ['托特纳姆热刺'],
  马竞: ['马德里竞技'],
  拜仁: ['拜仁慕尼黑'],
  多特: ['多特蒙德'],
  大巴黎: ['巴黎圣日耳曼'],
  巴黎: ['巴黎圣日耳曼'],
  国米: ['国际米兰'],
  米兰: ['AC米兰'],
  米兰双雄: ['AC米兰', '国际米兰'],
  尤文: ['尤文图斯'],
  湖人: ['洛杉矶湖人'],
  紫金军团: ['洛杉矶湖人'],
  勇士: ['金州勇士'],
  凯尔特人: ['波士顿凯尔特人'],
  绿军: ['波士顿凯尔特人'],
  快船: ['洛杉矶快船'],
  火箭: ['休斯顿火箭'],
  詹姆斯: ['勒布朗·詹姆斯'],
  老詹: ['勒布朗·詹姆斯'],
  詹皇: ['勒布朗·詹姆斯'],
  库里: ['斯蒂芬·库里'],
  梅西: ['利昂内尔·梅西'],
  C罗: ['克里斯蒂亚诺·罗纳尔多'],
  哈兰德: ['埃尔林·哈兰德'],
  国足: ['中国'],
  中超: ['中国足球超级联赛'],
  中甲: ['中国足球甲级联赛'],
  CBA: ['中国男子篮球职业联赛'],
  英超: ['英格兰超级联赛'],
  西甲: ['西班牙甲级联赛'],
  意甲: ['意大利甲级联赛'],
  德甲: ['德国甲级联赛'],
  法甲: ['法国甲级联赛'],
  欧冠: ['欧洲冠军联赛'],
  NBA: ['美国男子职业篮球联赛'],
};

const byLower = new Map(Object.entries(ALIASES).map(([k, v]) => [k.toLowerCase(), v] as const));

/** The names a (normalised) query stands for besides itself; [] when it is no alias. */
export const aliasesOf = (query: string): string[] => byLower.get(query.toLowerCase()) ?? [];
