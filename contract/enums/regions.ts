// The data library's regions (雷速 and 球探 group competitions the same way): continental competitions under
// 国际, every national one under its continent. A country not listed here falls under 其他, never lost.

export const regionNames = ['国际', '欧洲', '亚洲', '美洲', '非洲', '大洋洲', '其他'] as const;
export type RegionName = (typeof regionNames)[number];

const byCountry: Record<string, RegionName> = {};
const add = (region: RegionName, countries: string) => {
  for (const c of countries.split(' ')) byCountry[c] = region;
};
add('国际', '国际 欧洲 亚洲 南美洲 北美洲 非洲 大洋洲 世界');
add(
  '欧洲',
  '英格兰 苏格兰 威尔士 北爱尔兰 爱尔兰 西班牙 意大利 德国 法国 荷兰 比利时 葡萄牙 土耳其 希腊 以色列 俄罗斯 乌克兰 波兰 捷克 塞尔维亚 克罗地亚 瑞士 奥地利 丹麦 瑞典 挪威 芬兰 冰岛 罗马尼亚 匈牙利 保加利亚 斯洛文尼亚 斯洛伐克',
);
add(
  '亚洲',
  '中国 日本 韩国 沙特阿拉伯 卡塔尔 阿联酋 伊朗 印度尼西亚 泰国 越南 印度 中国香港 中国台湾',
);
add('美洲', '美国 加拿大 墨西哥 巴西 阿根廷 智利 哥伦比亚 秘鲁 乌拉圭 厄瓜多尔 巴拉圭');
add('非洲', '埃及 摩洛哥 南非 尼日利亚 阿尔及利亚 突尼斯');
add('大洋洲', '澳大利亚 新西兰');

/** The region a competition's country belongs to. */
export const regionOf = (country: string): RegionName => byCountry[country] ?? '其他';
