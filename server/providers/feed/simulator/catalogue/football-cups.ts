// Competitions of clubs from the league files. The continental ones have a fixed field of short names
// and play a double round robin (a league phase that never ends) on their real weekdays: 欧冠 Tuesday
// and Wednesday, 欧联 and 欧协联 Thursday. The domestic cups are single-leg knockouts drawn from
// whole leagues; the catalogue leaves out the clubs whose week has no room (a 欧冠 side, a league
// with a midweek round on the cup's night), so every cup sits on a night its entrants have free.
import type { DrawnDef } from './defs';

const uefa: DrawnDef[] = [
  {
    id: 50,
    name: '欧洲冠军联赛',
    shortName: '欧冠',
    country: '欧洲',
    tier: 1,
    color: '#0b1f5b',
    hot: true,
    season: '2026/27',
    utcOffset: 1,
    kind: 'league',
    format: 'league',
    slots: 'tue 18:45x2 21:00x7 | wed 18:45x2 21:00x7',
    teams: `
      曼城 阿森纳 利物浦 切尔西 纽卡斯尔 热刺
      皇马 巴萨 马竞 毕尔巴鄂 比利亚雷亚尔
      拜仁 多特蒙德 勒沃库森 法兰克福
      国际米兰 尤文图斯 亚特兰大 那不勒斯
      巴黎圣日耳曼 马赛 摩纳哥
      本菲卡 葡萄牙体育 埃因霍温 阿贾克斯 费耶诺德
      布鲁日 圣吉罗斯 加拉塔萨雷 奥林匹亚科斯 哥本哈根
      布拉格斯拉维亚 萨尔茨堡 贝尔格莱德红星 萨格勒布迪纳摩
    `,
  },
  {
    id: 51,
    name: '欧洲联赛',
    shortName: '欧联',
    country: '欧洲',
    tier: 2,
    color: '#f26a21',
    hot: true,
    season: '2026/27',
    utcOffset: 1,
    kind: 'league',
    format: 'league',
    slots: 'thu 18:45x9 21:00x9',
    teams: `
      阿斯顿维拉 诺丁汉森林 罗马 博洛尼亚 拉齐奥 波尔图 布拉加
      里昂 尼斯 里尔 贝蒂斯 塞尔塔 弗赖堡 斯图加特
      费内巴切 贝西克塔斯 前进之鹰 乌德勒支 特温特 凯尔特人 流浪者
      PAOK 帕纳辛纳科斯 格拉茨风暴 巴塞尔 年轻人 亨克 安德莱赫特
      特拉维夫马卡比 比尔森 中日德兰 布隆德比 贝尔格莱德游击队 海杜克
      顿涅茨克矿工 布拉格斯巴达
    `,
  },
  {
    id: 52,
    name: '欧洲协会联赛',
    shortName: '欧协联',
    country: '欧洲',
    tier: 3,
    color: '#00be4c',
    season: '2026/27',
    utcOffset: 1,
    kind: 'league',
    format: 'league',
    slots: 'thu 16:30x2 18:45x7 21:00x9',
    teams: `
      水晶宫 佛罗伦萨 斯特拉斯堡 巴列卡诺 美因茨 阿尔克马尔
      华沙莱吉亚 波兹南莱赫 亚盖隆尼亚 琴斯托霍瓦 奥洛穆茨 维也纳快速
      萨姆松体育 AEK雅典 基辅迪纳摩 里耶卡 阿伯丁 哈茨 洛桑
      根特 安特卫普 吉马良斯 巴沙克谢希尔 奥地利维也纳 林茨LASK 北西兰
      卢加诺 塞尔维特 海法马卡比 贝尔谢巴夏普尔 阿里斯 伏伊伏丁那
      奥西耶克 赫塔菲 特拉布宗 布雷斯特
    `,
  },
];

const europeCups: DrawnDef[] = [
  {
    id: 53,
    name: '英格兰足总杯',
    shortName: '英足总杯',
    country: '英格兰',
    tier: 1,
    color: '#e4002b',
    hot: true,
    season: '2026/27',
    utcOffset: 0,
    kind: 'cup',
    format: 'knockout',
    // The English Football League's midweek round is on Tuesday, so the cup takes Thursday night.
    slots: 'thu 19:30 19:45x3 20:00',
    leagues: [1, 2, 3, 4, 5],
    finalVenue: '温布利球场',
  },
  {
    id: 54,
    name: '西班牙国王杯',
    shortName: '国王杯',
    country: '西班牙',
    tier: 1,
    color: '#aa151b',
    season: '2026/27',
    utcOffset: 1,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 19:00 20:00 21:00 21:30',
    leagues: [9, 10],
    finalVenue: '拉卡图哈体育场',
  },
  {
    id: 55,
    name: '德国杯',
    shortName: '德国杯',
    country: '德国',
    tier: 1,
    color: '#1a1a1a',
    season: '2026/27',
    utcOffset: 1,
    kind: 'cup',
    format: 'knockout',
    slots: 'tue 18:00 20:45x2 | wed 18:00 20:45x2',
    leagues: [13, 14],
    finalVenue: '柏林奥林匹克球场',
  },
  {
    id: 56,
    name: '意大利杯',
    shortName: '意大利杯',
    country: '意大利',
    tier: 1,
    color: '#008c45',
    season: '2026/27',
    utcOffset: 1,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 18:30 21:00x2',
    leagues: [11, 12],
    finalVenue: '罗马奥林匹克球场',
  },
  {
    id: 57,
    name: '法国杯',
    shortName: '法国杯',
    country: '法国',
    tier: 1,
    color: '#002395',
    season: '2026/27',
    utcOffset: 1,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 18:00 18:30 21:00 21:10',
    leagues: [16, 17],
    finalVenue: '法兰西体育场',
  },
  {
    id: 58,
    name: '荷兰杯',
    shortName: '荷兰杯',
    country: '荷兰',
    tier: 1,
    color: '#ff7f00',
    season: '2026/27',
    utcOffset: 1,
    kind: 'cup',
    format: 'knockout',
    slots: 'tue 18:45 21:00 | wed 18:45 21:00',
    leagues: [18, 19],
    finalVenue: '德奎普球场',
  },
  {
    id: 59,
    name: '葡萄牙杯',
    shortName: '葡萄牙杯',
    country: '葡萄牙',
    tier: 1,
    color: '#046a38',
    season: '2026/27',
    utcOffset: 0,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 18:45 20:15 20:45',
    leagues: [20, 21],
    finalVenue: '国家体育场',
  },
];

const asia: DrawnDef[] = [
  {
    id: 60,
    name: '亚洲冠军精英联赛',
    shortName: '亚冠',
    country: '亚洲',
    tier: 1,
    color: '#1f4e9c',
    hot: true,
    season: '2026/27',
    utcOffset: 8,
    kind: 'league',
    format: 'league',
    // The eastern zone, in Beijing time. The western zone's Qatari clubs play their league from
    // Monday to Wednesday, so no night of the week would leave them rest: they are not in it.
    slots: 'tue 17:00 19:00 19:30 | wed 17:00 19:00 19:30',
    teams: `
      上海海港 上海申花 山东泰山 成都蓉城
      川崎前锋 横滨水手 神户胜利船 广岛三箭
      蔚山HD 全北现代 FC首尔 浦项制铁
    `,
  },
  {
    id: 63,
    name: '中国足协杯',
    shortName: '足协杯',
    country: '中国',
    tier: 1,
    color: '#d71a21',
    hot: true,
    season: '2026',
    utcOffset: 8,
    kind: 'cup',
    format: 'knockout',
    // 中甲 plays its midweek round on Tuesday, so the cup takes Thursday.
    slots: 'thu 15:30 19:35x3',
    leagues: [80, 81],
    finalVenue: '苏州奥体中心体育场',
  },
  {
    id: 64,
    name: '日本天皇杯',
    shortName: '天皇杯',
    country: '日本',
    tier: 1,
    color: '#b5002d',
    season: '2026/27',
    utcOffset: 9,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 18:00 19:00x2',
    leagues: [82, 83],
    finalVenue: '国立竞技场',
  },
  {
    id: 65,
    name: '韩国足协杯',
    shortName: '韩足总杯',
    country: '韩国',
    tier: 1,
    color: '#0047a0',
    season: '2026',
    utcOffset: 9,
    kind: 'cup',
    format: 'knockout',
    slots: 'tue 19:00 19:30x2',
    leagues: [84, 85],
    finalVenue: '首尔世界杯体育场',
  },
];

const southAmerica: DrawnDef[] = [
  {
    id: 61,
    name: '南美解放者杯',
    shortName: '解放者杯',
    country: '南美洲',
    tier: 1,
    color: '#0c2340',
    hot: true,
    season: '2026',
    utcOffset: -3,
    kind: 'league',
    format: 'league',
    slots: 'tue 19:00 21:30x2 | wed 19:00 21:30x5 | thu 19:00x2 21:30x5',
    teams: `
      弗拉门戈 帕尔梅拉斯 克鲁塞罗 博塔弗戈 弗鲁米嫩塞 米内罗竞技 巴伊亚 圣保罗 科林蒂安 国际
      河床 博卡青年 竞赛会 罗萨里奥中央 拉普拉塔大学生 阿根廷青年人 萨斯菲尔德 独立队 塔勒瑞斯
      科洛科洛 智利大学 天主教大学
      国民竞技 百万富翁 卡利美洲 巴兰基亚青年
      佩纳罗尔 乌拉圭民族 防卫者体育
      秘鲁体育大学 利马联盟 水晶体育
    `,
  },
  {
    id: 62,
    name: '南美杯',
    shortName: '南美杯',
    country: '南美洲',
    tier: 2,
    color: '#1b5e20',
    season: '2026',
    utcOffset: -3,
    kind: 'league',
    format: 'league',
    slots: 'tue 19:00 21:30 | wed 19:00 21:30x2 | thu 19:00x4 21:30x7',
    teams: `
      格雷米奥 布拉甘蒂诺 桑托斯 达伽马 米拉索尔 巴拉纳竞技
      拉努斯 飓风 圣洛伦索 贝尔格拉诺 普拉滕斯 老虎 国防与司法 圣菲联 里瓦达维亚独立 纽维尔老男孩
      科金博联 奥希金斯 巴勒斯蒂诺 瓦奇帕托
      圣菲独立 麦德林独立 托利马 卡尔达斯 布卡拉曼加
      蒙得维的亚利物浦 多瑙河 蒙得维的亚竞赛 波士顿河
      梅尔加 锡恩西亚诺 库斯科FC
    `,
  },
  {
    id: 66,
    name: '巴西杯',
    shortName: '巴西杯',
    country: '巴西',
    tier: 1,
    color: '#009c3b',
    season: '2026',
    utcOffset: -3,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 19:00 19:30 21:30x2',
    leagues: [91, 92],
    finalVenue: '马拉卡纳球场',
  },
  {
    id: 67,
    name: '阿根廷杯',
    shortName: '阿根廷杯',
    country: '阿根廷',
    tier: 1,
    color: '#75aadb',
    season: '2026',
    utcOffset: -3,
    kind: 'cup',
    format: 'knockout',
    slots: 'wed 19:10 21:30',
    leagues: [93],
    finalVenue: '肯佩斯体育场',
  },
];

export const cups: DrawnDef[] = [...uefa, ...europeCups, ...asia, ...southAmerica];
