// Asia's and Oceania's football leagues (ids 80-89) as 雷速 and 懂球帝 list them. The top flights whose
// clubs play the 亚冠 keep their rounds at the weekend, so a club in it always finds rest; the second
// tiers and South-East Asia fill the midweek afternoons and evenings Europe leaves empty.
import type { LeagueDef } from './defs';

const csl: LeagueDef = {
  id: 80,
  name: '中国足球超级联赛',
  shortName: '中超',
  country: '中国',
  tier: 1,
  color: '#c8102e',
  hot: true,
  season: '2026',
  utcOffset: 8,
  slots: 'fri 19:35 20:00 | sat 15:30 19:35 20:00 | sun 15:30 19:35 20:00',
  namePool: 'china',
  teams: `
    上海海港 上海海港 69 浦东足球场
    上海申花 上海申花 68 上海体育场
    成都蓉城 成都蓉城 68 凤凰山体育公园专业足球场
    北京国安 北京国安 67 工人体育场
    山东泰山 山东泰山 66 济南奥体中心体育场
    天津津门虎 天津津门虎 62 天津奥体中心体育场
    浙江俱乐部绿城 浙江 62 黄龙体育中心体育场
    河南俱乐部酒祖杜康 河南 60 航海体育场
    大连英博 大连英博 60 大连梭鱼湾足球场
    云南玉昆 云南玉昆 59 玉溪高原体育中心
    武汉三镇 武汉三镇 58 武汉体育中心
    青岛海牛 青岛海牛 57 青岛青春足球场
    青岛西海岸 青岛西海岸 56
    深圳新鹏城 深圳新鹏城 56 宝安体育场
    重庆铜梁龙 重庆铜梁龙 56 重庆龙兴足球场
    辽宁铁人 辽宁铁人 55 沈阳铁西体育场
  `,
};

const chinaOne: LeagueDef = {
  id: 81,
  name: '中国足球甲级联赛',
  shortName: '中甲',
  country: '中国',
  tier: 2,
  color: '#e0533b',
  season: '2026',
  utcOffset: 8,
  // A Tuesday round as well as the weekend one, half of it in the afternoon as the second tier plays
  // it. Thursday stays free for the 足协杯.
  slots: 'tue 15:30x4 19:30x4 | sat 15:00x2 19:00x2 | sun 15:00x2 19:00x2',
  namePool: 'china',
  teams: `
    长春亚泰 长春亚泰 54 长春体育场
    梅州客家 梅州客家 53 梅县文化公园体育场
    南通支云 南通支云 53 如东县体育中心
    广州豹 广州豹 51 越秀山体育场
    大连鲲城 大连鲲城 50
    上海嘉定汇龙 上海嘉定汇龙 51 嘉定体育中心
    石家庄功夫 石家庄功夫 52 裕彤国际体育中心
    苏州东吴 苏州东吴 50 苏州奥体中心体育场
    广西平果哈嘹 广西平果哈嘹 49
    延边龙鼎 延边龙鼎 51 延吉人民体育场
    青岛红狮 青岛红狮 48
    无锡吴钩 无锡吴钩 49
    黑龙江冰城 黑龙江冰城 50 哈尔滨体育学院体育场
    佛山南狮 佛山南狮 49 佛山世纪莲体育中心
    陕西联合 陕西联合 52 西安城市运动公园体育场
    湖南湘涛 湖南湘涛 48 贺龙体育场
  `,
};

const jLeague: LeagueDef = {
  id: 82,
  name: '日本职业足球甲级联赛',
  shortName: '日职联',
  country: '日本',
  tier: 1,
  color: '#d4003c',
  hot: true,
  season: '2026/27',
  utcOffset: 9,
  slots: 'fri 19:00 19:30 | sat 13:00 14:00 15:00x2 17:00 19:00 | sun 14:00 15:00',
  namePool: 'japan',
  teams: `
    鹿岛鹿角 鹿岛鹿角 70 鹿岛足球场
    柏太阳神 柏太阳神 69 三协F柏体育场
    广岛三箭 广岛三箭 70 广岛和平之翼体育场
    神户胜利船 神户胜利船 70 诺埃维亚体育场神户
    川崎前锋 川崎前锋 69 等等力陆上竞技场
    京都不死鸟 京都不死鸟 67 京瓷京都桑加体育场
    町田泽维亚 町田泽维亚 68 町田GION体育场
    浦和红钻 浦和红钻 68 埼玉体育场2002
    横滨水手 横滨水手 66 日产体育场
    大阪钢巴 大阪钢巴 66 松下体育场吹田
    大阪樱花 大阪樱花 65 大阪长居体育场
    东京FC 东京FC 64 味之素体育场
    名古屋鲸八 名古屋鲸八 64 丰田体育场
    清水鼓动 清水鼓动 63 IAI日本平体育场
    福冈黄蜂 福冈黄蜂 63 博多之森体育场
    东京绿茵 东京绿茵 62 味之素体育场
    冈山绿雉 冈山绿雉 61 城市光体育场
    长崎航海 长崎航海 61 长崎和平体育场
    水户蜀葵 水户蜀葵 60 K's电器体育场水户
    千叶市原 千叶市原 60 福田电子竞技场
  `,
};

const jLeagueTwo: LeagueDef = {
  id: 83,
  name: '日本职业足球乙级联赛',
  shortName: '日职乙',
  country: '日本',
  tier: 2,
  color: '#e8546a',
  season: '2026/27',
  utcOffset: 9,
  // A Wednesday night round besides the weekend one, as the J2 plays in its busy months; the weekend
  // runs into a holiday Monday afternoon.
  slots:
    'wed 19:00x6 19:30x4 | sat 13:00 14:00 15:00 18:00 19:00 | sun 13:00 14:00 16:00 | mon 14:00 16:00',
  namePool: 'japan',
  teams: `
    新潟天鹅 新潟天鹅 60 新潟大天鹅体育场
    横滨FC 横滨FC 59 三泽球技场
    湘南比马 湘南比马 59 平塚竞技场
    札幌冈萨多 札幌冈萨多 58 札幌巨蛋
    磐田喜悦 磐田喜悦 58 雅马哈体育场
    鸟栖砂岩 鸟栖砂岩 57 鸟栖体育场
    仙台维加泰 仙台维加泰 57 仙台体育场
    德岛漩涡 德岛漩涡 57 鸣门大塚体育场
    甲府风林 甲府风林 56 JIT回收墨水体育场
    大宫松鼠 大宫松鼠 57 NACK5体育场大宫
    山形山神 山形山神 55 NDsoft体育场山形
    藤枝MYFC 藤枝MYFC 54 藤枝综合运动公园足球场
    磐城FC 磐城FC 55 哈瓦伊安兹体育场磐城
    秋田闪电 秋田闪电 53 Soyu体育场
    熊本深红 熊本深红 53 熊本笑颜健康体育场
    大分三神 大分三神 54 大分力森诺科巨蛋
    今治FC 今治FC 54 今治亚斯瑞体育场
    富山胜利 富山胜利 52 富山县综合运动公园
    爱媛FC 爱媛FC 52 宁比体育场
    山口雷法 山口雷法 52 维新美斯塔体育场
  `,
};

const kLeague: LeagueDef = {
  id: 84,
  name: '韩国职业足球联赛',
  shortName: '韩K联',
  country: '韩国',
  tier: 1,
  color: '#0a3d91',
  hot: true,
  season: '2026',
  utcOffset: 9,
  slots: 'sat 14:00 16:30 19:00 | sun 14:00 16:30 19:00',
  namePool: 'korea',
  teams: `
    全北现代 全北现代 67 全州世界杯体育场
    蔚山HD 蔚山HD 66 蔚山文殊足球场
    浦项制铁 浦项制铁 64 浦项钢铁体育场
    FC首尔 FC首尔 64 首尔世界杯体育场
    大田韩亚市民 大田韩亚 64 大田世界杯体育场
    金泉尚武 金泉尚武 63 金泉综合运动场
    江原FC 江原FC 62 春川松岩体育场
    光州FC 光州FC 61 光州足球场
    济州SK 济州SK 60 济州世界杯体育场
    FC安养 安养FC 60 安养综合运动场
    仁川联 仁川联 60 仁川足球场
    水原FC 水原FC 59 水原综合运动场
  `,
};

const kLeagueTwo: LeagueDef = {
  id: 85,
  name: '韩国职业足球乙级联赛',
  shortName: '韩K2联',
  country: '韩国',
  tier: 2,
  color: '#3b6fc4',
  season: '2026',
  utcOffset: 9,
  // A Thursday night round besides the weekend one (the cup has Tuesday).
  slots: 'thu 19:00x4 19:30x4 | sat 13:30 16:30 19:00x2 | sun 14:00 16:30x2 19:00',
  namePool: 'korea',
  teams: `
    水原三星 水原三星 58 水原世界杯体育场
    大邱FC 大邱FC 58 大邱iM银行公园
    釜山偶像 釜山偶像 55 釜山九德体育场
    首尔衣恋 首尔衣恋 55 木洞运动场
    全南天龙 全南天龙 55 光阳足球专用球场
    富川FC 富川FC 56 富川综合运动场
    城南FC 城南FC 53 炭川综合运动场
    忠南牙山 忠南牙山 53 牙山李舜臣体育场
    庆南FC 庆南FC 53 昌原足球中心
    金浦FC 金浦FC 52 金浦Solteo足球场
    忠北清州 忠北清州 50 清州综合运动场
    安山绿色 安山绿色 50 安山瓦体育场
    天安城 天安城 50 天安综合运动场
    华城FC 华城FC 49 华城综合运动场
    龙仁FC 龙仁FC 48 龙仁米鲁体育公园
    坡州前线 坡州前线 47 坡州运动场
    金海FC 金海FC 47 金海运动场
  `,
};

const saudiLeague: LeagueDef = {
  id: 86,
  name: '沙特职业足球联赛',
  shortName: '沙特联',
  country: '沙特阿拉伯',
  tier: 1,
  color: '#006c35',
  hot: true,
  season: '2026/27',
  utcOffset: 3,
  // The Saudi weekend: Thursday to Saturday, after sunset.
  slots: 'thu 17:00 19:00 | fri 17:00 19:00 20:00 21:00 | sat 17:00 19:00 21:00',
  namePool: 'saudi',
  teams: `
    利雅得新月 利雅得新月 78 王国竞技场
    利雅得胜利 利雅得胜利 77 阿瓦尔公园体育场
    吉达联合 吉达联合 76 阿卜杜拉国王体育城
    吉达国民 吉达国民 76 阿卜杜拉国王体育城
    卡迪西亚 卡迪西亚 72 苏欧德·本·贾拉维亲王体育场
    塔亚文 塔亚文 66 布赖代阿卜杜拉国王体育城
    协作 协作 66
    利雅得青年 利雅得青年 65 沙巴布俱乐部体育场
    法塔赫 法塔赫 62 阿卜杜拉·本·贾拉维亲王体育场
    海湾 海湾 62 穆罕默德·本·法赫德亲王体育场
    费哈 费哈 61 马杰马阿体育城
    尼奥姆 尼奥姆 61
    达马克 达马克 60 苏丹·本·阿卜杜勒阿齐兹亲王体育城
    利雅得 利雅得 59
    胡鲁德 胡鲁德 59
    哈兹姆 哈兹姆 58 哈兹姆俱乐部体育场
    奥赫杜德 奥赫杜德 58 纳季兰哈斯卢勒亲王体育城
    纳吉马 纳吉马 57
  `,
};

const aLeague: LeagueDef = {
  id: 87,
  name: '澳大利亚职业足球联赛',
  shortName: '澳超',
  country: '澳大利亚',
  tier: 1,
  color: '#f5a800',
  season: '2026/27',
  // Sydney and Melbourne in their summer, when the league plays; 17:00 here is 19:00 at the New
  // Zealand clubs. A Tuesday-Wednesday round as well, as in the holiday weeks.
  utcOffset: 11,
  slots:
    'tue 17:00 18:00 19:30 | wed 17:00 18:00 19:30 | fri 17:00 18:30 | sat 17:00 19:35 | sun 15:00 17:00',
  namePool: 'australia',
  teams: `
    墨尔本城 墨尔本城 64 AAMI公园
    奥克兰FC 奥克兰FC 63 Go传媒体育场
    墨尔本胜利 墨尔本胜利 63 AAMI公园
    悉尼FC 悉尼FC 62 安联体育场
    西悉尼流浪者 西悉尼流浪者 61 帕拉马塔体育场
    阿德莱德联 阿德莱德联 60 库珀斯体育场
    麦克阿瑟FC 麦克阿瑟FC 60 坎贝尔敦体育场
    纽卡斯尔喷气机 纽卡斯尔喷气机 58 纽卡斯尔国际体育中心
    布里斯班狮吼 布里斯班狮吼 57 桑科普体育场
    中央海岸水手 中央海岸水手 57 戈斯福德体育场
    惠灵顿凤凰 惠灵顿凤凰 57 天空体育场
    珀斯光荣 珀斯光荣 56 HBF公园
  `,
};

const qatarLeague: LeagueDef = {
  id: 88,
  name: '卡塔尔星级联赛',
  shortName: '卡塔尔联',
  country: '卡塔尔',
  tier: 1,
  color: '#8a1538',
  season: '2026/27',
  utcOffset: 3,
  // Early in the week, the Saudi league having the weekend.
  slots: 'mon 16:30 18:45 | tue 16:30 18:45 | wed 16:30 18:45',
  namePool: 'qatar',
  teams: `
    萨德 萨德 68 贾西姆·本·哈马德体育场
    杜海勒 杜海勒 66 阿卜杜拉·本·哈利法体育场
    赖扬 赖扬 64 艾哈迈德·本·阿里体育场
    加拉法 加拉法 64 塔尼·本·贾西姆体育场
    瓦克拉 瓦克拉 61 贾努布体育场
    阿拉比 阿拉比 61 哈马德·本·哈利法体育场
    卡塔尔SC 卡塔尔SC 59 苏海姆·本·哈马德体育场
    舍马尔 舍马尔 58
    乌姆萨拉尔 乌姆萨拉尔 58
    多哈阿赫利 多哈阿赫利 57 哈马德·本·哈利法体育场
    沙哈尼亚 沙哈尼亚 55
    卡拉伊蒂亚特 卡拉伊蒂亚特 55
  `,
};

const indonesiaLeague: LeagueDef = {
  id: 89,
  name: '印度尼西亚超级联赛',
  shortName: '印尼超',
  country: '印度尼西亚',
  tier: 1,
  color: '#d71920',
  season: '2026/27',
  utcOffset: 7,
  // Saturday to Monday and a Wednesday-Thursday round, in the afternoon and after the evening prayer.
  slots:
    'wed 15:00 15:30 19:00x2 | thu 15:00 15:30 19:00x2 20:30 | sat 15:30 19:00x2 | sun 15:30 19:00x2 | mon 15:30 16:30 19:00',
  namePool: 'indonesia',
  teams: `
    万隆佩西卜 佩西卜 60 万隆火海体育场
    雅加达佩尔西亚 佩尔西亚 58 雅加达国际体育场
    泗水佩斯巴亚 佩斯巴亚 57 邦托莫体育场
    巴厘联 巴厘联 57 迪普塔体育场
    婆罗洲FC 婆罗洲FC 57 塞根迪体育场
    望加锡PSM PSM望加锡 55 哈比比体育场
    德瓦联 德瓦联 56 万丹国际体育场
    北马鲁古联 北马鲁古联 56 基拉哈体育场
    马都拉联 马都拉联 54 格洛拉班加兰体育场
    阿雷马 阿雷马 54 坎朱鲁汉体育场
    佩尔西塔 佩尔西塔 53 因多米尔克竞技场
    巴扬卡拉 巴扬卡拉 54
    凯迪里佩尔西克 佩尔西克 53 布拉维贾亚体育场
    梭罗佩尔西斯 佩尔西斯 52 马纳汉体育场
    巴东水泥 巴东水泥 52 哈吉·阿古斯·萨利姆体育场
    比亚克PSBS PSBS比亚克 51
    日惹PSIM PSIM日惹 51 曼达拉克里达体育场
    哲帕拉佩尔西贾普 佩尔西贾普 50
  `,
};

export const asiaLeagues: LeagueDef[] = [
  csl,
  chinaOne,
  jLeague,
  jLeagueTwo,
  kLeague,
  kLeagueTwo,
  saudiLeague,
  aLeague,
  qatarLeague,
  indonesiaLeague,
];
