// Basketball leagues (ids 101-110) as 雷速 and 球探 list them. The NBA and the CBA play every day, so
// every team plays once in each pair of days; the others keep their real game nights.
import type { LeagueDef } from './defs';

/** Every day of the week with the same tip-offs. */
const daily = (times: string): string =>
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => `${day} ${times}`).join(' | ');

const nba: LeagueDef = {
  id: 101,
  sport: 'basketball',
  name: '美国男子职业篮球联赛',
  shortName: 'NBA',
  country: '美国',
  tier: 1,
  color: '#1d428a',
  hot: true,
  season: '2026/27',
  // Eastern time: the west coast's 19:00 and 19:30 tip at 22:00 and 22:30 here.
  utcOffset: -5,
  slots: daily('19:00x2 19:30x2 20:00 21:00 22:00 22:30'),
  rules: 'nba',
  namePool: 'usa',
  teams: `
    俄克拉荷马城雷霆 雷霆 90 佩科姆中心
    克利夫兰骑士 骑士 86 火箭竞技场
    丹佛掘金 掘金 86 波尔竞技场
    纽约尼克斯 尼克斯 85 麦迪逊广场花园
    波士顿凯尔特人 凯尔特人 84 TD花园
    休斯顿火箭 火箭 84 丰田中心
    明尼苏达森林狼 森林狼 83 标靶中心
    洛杉矶湖人 湖人 82 加密网竞技场
    洛杉矶快船 快船 82 直觉球馆
    底特律活塞 活塞 82 小凯撒竞技场
    金州勇士 勇士 81 大通中心
    奥兰多魔术 魔术 80 奇雅中心
    亚特兰大老鹰 老鹰 80 州立农业球馆
    圣安东尼奥马刺 马刺 80 弗罗斯特银行中心
    密尔沃基雄鹿 雄鹿 79 费瑟夫论坛球馆
    孟菲斯灰熊 灰熊 78 联邦快递论坛球馆
    达拉斯独行侠 独行侠 78 美国航空中心
    迈阿密热火 热火 77 卡塞亚中心
    印第安纳步行者 步行者 76 盖恩布里奇球馆
    菲尼克斯太阳 太阳 76 足迹中心
    费城76人 76人 76 富国银行中心
    多伦多猛龙 猛龙 76 丰业银行球馆
    芝加哥公牛 公牛 75 联合中心
    波特兰开拓者 开拓者 75 摩达中心
    萨克拉门托国王 国王 73 黄金一号中心
    新奥尔良鹈鹕 鹈鹕 70 冰沙国王中心
    夏洛特黄蜂 黄蜂 70 光谱中心
    犹他爵士 爵士 69 德尔塔中心
    华盛顿奇才 奇才 67 第一资本竞技场
    布鲁克林篮网 篮网 67 巴克莱中心
  `,
};

const cba: LeagueDef = {
  id: 102,
  sport: 'basketball',
  name: '中国男子篮球职业联赛',
  shortName: 'CBA',
  country: '中国',
  tier: 1,
  color: '#e4002b',
  hot: true,
  season: '2026/27',
  utcOffset: 8,
  slots: daily('19:35x5'),
  rules: 'fiba',
  namePool: 'china',
  teams: `
    辽宁本钢 辽宁 84 辽宁体育馆
    浙江方兴渡 广厦 83 诸暨暨阳学院体育馆
    广东宏远 广东 82 东莞篮球中心
    北京首钢 北京 80 首钢篮球中心
    上海久事 上海 80 上海东方体育中心
    浙江稠州金租 浙江 79 义乌梅湖体育中心
    新疆伊力特 新疆 78 新疆体育中心体育馆
    山西汾酒 山西 78 山西体育中心体育馆
    深圳马可波罗 深圳 76 深圳大运中心体育馆
    山东高速 山东 75 济南奥体中心体育馆
    青岛国信水产 青岛 74 青岛国信体育馆
    北京北汽 北控 73 五棵松体育馆
    吉林九台农商银行 吉林 72 长春市体育馆
    广州龙狮 广州 72 广州体育馆
    福建浔兴股份 福建 70 晋江第二体育中心
    天津荣钢 天津 68
    南京头排苏酒 南京 68 南京青奥体育公园体育馆
    四川金强 四川 66 四川省体育馆
    江苏肯帝亚 江苏 65 苏州体育中心体育馆
    宁波町渥 宁波 64 宁波奥体中心体育馆
  `,
};

const euroleague: LeagueDef = {
  id: 103,
  sport: 'basketball',
  name: '欧洲篮球联赛',
  shortName: '欧篮联',
  country: '欧洲',
  tier: 1,
  color: '#f26522',
  hot: true,
  season: '2026/27',
  // Central European time; a Tuesday round and a Thursday-Friday round, as in its double weeks.
  utcOffset: 1,
  slots:
    'tue 18:00 19:00 20:00x2 20:30 | thu 18:30 19:00 20:00 20:30 20:45 | fri 18:30 19:00 20:00 20:30 20:45',
  rules: 'fiba',
  namePool: 'usa',
  teams: `
    皇家马德里 皇马篮球 84 WiZink中心
    巴塞罗那 巴萨篮球 82 帕劳·布劳格拉纳
    摩纳哥 摩纳哥篮球 83 加斯东·梅德桑体育馆
    奥林匹亚科斯 奥林匹亚科斯 84 和平与友谊体育场
    帕纳辛纳科斯 帕纳辛纳科斯 83 OAKA竞技场
    费内巴切 费内巴切 84 乌尔克尔体育竞技场
    阿纳多卢艾菲斯 艾菲斯 78 锡南·埃尔代姆体育馆
    贝尔格莱德红星 红星 79 贝尔格莱德竞技场
    贝尔格莱德游击队 游击队 79 贝尔格莱德竞技场
    阿玛尼米兰 米兰 78 论坛竞技场
    博洛尼亚维尔图斯 维尔图斯 77 维尔图斯竞技场
    拜仁慕尼黑 拜仁篮球 77 SAP花园
    马卡比特拉维夫 马卡比 76 梅诺拉·米夫塔希姆竞技场
    特拉维夫工人 特拉维夫工人 77 梅诺拉·米夫塔希姆竞技场
    巴斯克尼亚 巴斯克尼亚 75 布埃萨竞技场
    瓦伦西亚 瓦伦西亚篮球 77 罗伊格竞技场
    巴黎篮球 巴黎篮球 77 阿迪达斯竞技场
    迪拜篮球 迪拜篮球 75 可口可乐竞技场
    萨拉基利斯 萨拉基利斯 76 萨拉基利斯竞技场
    里昂维勒班 里昂维勒班 73 LDLC竞技场
  `,
};

const nbl: LeagueDef = {
  id: 104,
  sport: 'basketball',
  name: '澳大利亚国家篮球联赛',
  shortName: '澳洲NBL',
  country: '澳大利亚',
  tier: 1,
  color: '#00843d',
  season: '2026/27',
  // Sydney and Melbourne in summer, when the league plays: Thursday-Friday, then Sunday.
  utcOffset: 11,
  slots: 'thu 19:30x2 | fri 19:30x3 | sun 13:00 15:00 16:00 17:30 18:00',
  rules: 'fiba',
  namePool: 'australia',
  teams: `
    墨尔本联 墨尔本联 80 约翰·凯恩竞技场
    伊拉瓦拉老鹰 伊拉瓦拉老鹰 78 WIN娱乐中心
    珀斯野猫 珀斯野猫 78 RAC竞技场
    东南墨尔本凤凰 东南墨尔本凤凰 77 约翰·凯恩竞技场
    悉尼国王 悉尼国王 77 悉尼超级穹顶
    塔斯马尼亚跳跃杰克 塔斯马尼亚跳跃杰克 75 MyState银行竞技场
    新西兰破坏者 新西兰破坏者 75 星火竞技场
    阿德莱德36人 阿德莱德36人 74 阿德莱德娱乐中心
    凯恩斯大班 凯恩斯大班 72 凯恩斯会议中心
    布里斯班子弹 布里斯班子弹 71 尼森竞技场
  `,
};

const kbl: LeagueDef = {
  id: 105,
  sport: 'basketball',
  name: '韩国篮球联赛',
  shortName: 'KBL',
  country: '韩国',
  tier: 1,
  color: '#ed1c24',
  season: '2026/27',
  utcOffset: 9,
  // Two rounds a week: Tuesday-Wednesday nights, and Friday night to Sunday afternoon.
  slots: 'tue 19:00x2 | wed 19:00x3 | fri 19:00 | sat 14:00 16:00 | sun 14:00 16:00',
  rules: 'fiba',
  namePool: 'korea',
  teams: `
    首尔SK骑士 SK骑士 76 蚕室学生体育馆
    昌原LG猎隼 LG猎隼 76 昌原体育馆
    水原KT音速 KT音速 74 水原KT音速竞技场
    蔚山现代摩比斯 现代摩比斯 74 东川体育馆
    釜山KCC宙斯盾 KCC宙斯盾 73 社稷体育馆
    安养正官庄红色火箭 正官庄 72 安养正官庄竞技场
    原州DB普罗米 DB普罗米 73 原州DB普罗米竞技场
    高阳Sono天空枪手 Sono天空枪手 70 高阳Sono竞技场
    大邱韩国天然气公社 韩国天然气 71 大邱体育馆
    首尔三星雷鸟 三星雷鸟 69 蚕室室内体育馆
  `,
};

export const basketballLeagues: LeagueDef[] = [nba, cba, euroleague, nbl, kbl];
