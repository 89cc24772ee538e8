// Youth and women's sides of clubs listed in the league files, named the way score sites print them
// (曼城U21, 阿森纳女足). Their leagues fill the hours and weekdays the senior game leaves quiet, as the
// real ones do: 英超2联赛 on Friday and Monday afternoons and evenings, the 意大利青年联赛 on weekend
// and Thursday mornings, the 欧洲青年联赛 at lunchtime on the 欧冠's Tuesdays and Wednesdays.
import type { SidesDef } from './defs';

const youth: SidesDef[] = [
  {
    id: 70,
    name: '英格兰超级联赛2',
    shortName: '英超2联赛',
    country: '英格兰',
    tier: 6,
    color: '#6b3fa0',
    season: '2026/27',
    utcOffset: 0,
    side: 'youth',
    suffix: 'U21',
    slots:
      'fri 12:00x2 13:00x3 14:00x3 18:00x2 19:00x3 | mon 12:00 13:00x3 14:00x2 18:00x3 19:00x4',
    clubs: `
      曼城 52
      切尔西 52
      阿森纳 51
      曼联 51
      利物浦 51
      热刺 50
      布莱顿 50
      阿斯顿维拉 49
      纽卡斯尔 49
      埃弗顿 48
      狼队 48
      水晶宫 48
      富勒姆 47
      西汉姆联 47
      诺丁汉森林 47
      莱斯特城 47
      南安普顿 46
      利兹联 46
      伯恩利 45
      桑德兰 46
      米德尔斯堡 45
      西布朗 45
      诺维奇 45
      斯托克城 44
      德比郡 44
      布莱克本 44
    `,
  },
  {
    id: 71,
    name: '意大利青年联赛',
    shortName: '意青年',
    country: '意大利',
    tier: 6,
    color: '#3a7fd5',
    season: '2026/27',
    utcOffset: 1,
    side: 'youth',
    suffix: 'U20',
    slots:
      'sat 11:00x2 13:00x2 15:00 | sun 11:00 | mon 11:00 13:00 14:00 18:00 | thu 10:30 11:00 12:00x2 13:00 14:00x2 15:00 16:00x2',
    clubs: `
      国际米兰 50
      尤文图斯 50
      罗马 49
      AC米兰 49
      亚特兰大 49
      佛罗伦萨 48
      拉齐奥 48
      那不勒斯 47
      博洛尼亚 47
      都灵 47
      热那亚 46
      萨索洛 46
      乌迪内斯 45
      维罗纳 45
      卡利亚里 45
      莱切 44
      科莫 44
      帕尔马 44
      恩波利 44
      蒙扎 43
    `,
  },
  {
    id: 72,
    name: '欧洲青年联赛',
    shortName: '欧青联',
    country: '欧洲',
    tier: 6,
    color: '#00285e',
    season: '2026/27',
    utcOffset: 1,
    side: 'youth',
    suffix: 'U19',
    slots: 'tue 12:00x2 13:00x2 14:00x2 15:00x2 16:00 | wed 12:00x2 13:00x2 14:00x2 15:00x2 16:00',
    clubs: `
      曼城 50
      阿森纳 49
      利物浦 49
      切尔西 50
      热刺 48
      纽卡斯尔 47
      皇马 50
      巴萨 51
      马竞 48
      毕尔巴鄂 47
      比利亚雷亚尔 47
      拜仁 49
      多特蒙德 49
      勒沃库森 48
      法兰克福 47
      国际米兰 48
      尤文图斯 48
      亚特兰大 47
      那不勒斯 46
      巴黎圣日耳曼 49
      马赛 46
      摩纳哥 47
      本菲卡 50
      葡萄牙体育 49
      埃因霍温 48
      阿贾克斯 49
      费耶诺德 47
      布鲁日 47
      圣吉罗斯 45
      加拉塔萨雷 45
      奥林匹亚科斯 46
      哥本哈根 46
      布拉格斯拉维亚 46
      萨尔茨堡 48
      贝尔格莱德红星 46
      萨格勒布迪纳摩 47
    `,
  },
  {
    id: 78,
    name: '英格兰U18超级联赛',
    shortName: '英U18超',
    country: '英格兰',
    tier: 7,
    color: '#8c5cc7',
    season: '2026/27',
    utcOffset: 0,
    side: 'youth',
    suffix: 'U18',
    slots: 'sat 11:00x6 12:00x4 13:00x2',
    clubs: `
      曼城 46
      曼联 45
      利物浦 45
      埃弗顿 44
      纽卡斯尔 43
      桑德兰 43
      利兹联 43
      伯恩利 42
      布莱克本 42
      米德尔斯堡 42
      斯托克城 41
      狼队 43
      阿斯顿维拉 44
      德比郡 41
      诺丁汉森林 42
      莱斯特城 42
      阿森纳 45
      切尔西 46
      热刺 44
      西汉姆联 43
      水晶宫 43
      富勒姆 43
      布莱顿 44
      南安普顿 43
    `,
  },
  {
    id: 79,
    name: '英格兰职业发展联赛',
    shortName: '英发展联',
    country: '英格兰',
    tier: 7,
    color: '#5d4d8a',
    season: '2026/27',
    utcOffset: 0,
    side: 'youth',
    suffix: 'U21',
    // The academies of Football League clubs: Monday to Tuesday and Friday afternoons, on training grounds.
    slots: 'mon 13:00x3 19:00x2 | tue 13:00x3 14:00x2 | fri 11:00x3 13:00x4 14:00x3',
    clubs: `
      伯明翰 44
      布里斯托尔城 43
      考文垂 43
      赫尔城 42
      伊普斯维奇 43
      米尔沃尔 42
      谢菲尔德联 43
      谢周三 41
      斯旺西 42
      沃特福德 42
      查尔顿 41
      女王公园巡游者 42
      卡迪夫城 41
      巴恩斯利 40
      哈德斯菲尔德 40
      维冈 40
      彼得堡联 40
      科尔切斯特 38
      普雷斯顿 41
      朴茨茅斯 40
    `,
  },
];

const women: SidesDef[] = [
  {
    id: 73,
    name: '英格兰女子超级联赛',
    shortName: '英女超',
    country: '英格兰',
    tier: 1,
    color: '#a51f6b',
    season: '2026/27',
    utcOffset: 0,
    side: 'women',
    suffix: '女足',
    slots: 'fri 19:00 | sat 12:30 15:00 | sun 12:00 18:45',
    clubs: `
      切尔西 62
      阿森纳 61
      曼城 60
      曼联 57
      热刺 53
      阿斯顿维拉 52
      利物浦 52
      布莱顿 51
      埃弗顿 50
      西汉姆联 49
      莱斯特城 48
    `,
  },
  {
    id: 74,
    name: '德国女子甲级联赛',
    shortName: '德女甲',
    country: '德国',
    tier: 1,
    color: '#c3143a',
    season: '2026/27',
    utcOffset: 1,
    side: 'women',
    suffix: '女足',
    slots: 'fri 18:30 | sat 12:00 14:00 | sun 14:00 16:00 18:30',
    clubs: `
      拜仁 61
      沃尔夫斯堡 59
      法兰克福 57
      霍芬海姆 54
      勒沃库森 52
      不莱梅 50
      弗赖堡 50
      RB莱比锡 49
      科隆 48
      柏林联合 48
      汉堡 47
      纽伦堡 46
    `,
  },
  {
    id: 75,
    name: '西班牙女子超级联赛',
    shortName: '西女超',
    country: '西班牙',
    tier: 1,
    color: '#d84b8a',
    season: '2026/27',
    utcOffset: 1,
    side: 'women',
    suffix: '女足',
    slots: 'fri 19:00 | sat 12:00 16:00 | sun 12:00 18:00 | mon 19:00',
    clubs: `
      巴萨 63
      皇马 58
      马竞 55
      毕尔巴鄂 51
      皇家社会 51
      莱万特 49
      塞维利亚 49
      贝蒂斯 48
      西班牙人 47
      格拉纳达 47
      埃瓦尔 46
      拉科鲁尼亚 46
    `,
  },
  {
    id: 76,
    name: '法国女子甲级联赛',
    shortName: '法女甲',
    country: '法国',
    tier: 1,
    color: '#2b4c9b',
    season: '2026/27',
    utcOffset: 1,
    side: 'women',
    suffix: '女足',
    slots: 'fri 19:00 | sat 14:30 | sun 14:30 17:00 | mon 19:00',
    clubs: `
      里昂 62
      巴黎圣日耳曼 58
      巴黎FC 54
      蒙彼利埃 49
      南特 48
      勒阿弗尔 47
      圣埃蒂安 47
      斯特拉斯堡 47
      甘冈 46
      马赛 46
      兰斯 45
    `,
  },
  {
    id: 77,
    name: '意大利女子甲级联赛',
    shortName: '意女甲',
    country: '意大利',
    tier: 1,
    color: '#1d5fa8',
    season: '2026/27',
    utcOffset: 1,
    side: 'women',
    suffix: '女足',
    slots: 'sat 12:30 15:00 | sun 12:30 15:00 18:00',
    clubs: `
      尤文图斯 56
      罗马 56
      国际米兰 53
      AC米兰 51
      佛罗伦萨 51
      拉齐奥 49
      萨索洛 48
      科莫 47
      那不勒斯 46
      热那亚 45
      帕尔马 45
    `,
  },
];

export const sideLeagues: SidesDef[] = [...youth, ...women];
