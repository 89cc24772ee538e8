// Demo navigation: the expert/recommend centre side menu (type 0) of the recommend layout.
import { navItems } from '../schema';
import type { SeedStep } from '../seed';

export const demoRecommendMenu = [
  {
    name: '推荐中心',
    icon: 'recommend',
    children: [
      { name: '发布推荐', path: '/recommend' },
      { name: '赛事列表', path: '/recommend/comList' },
    ],
  },
  {
    name: '我的推荐',
    icon: 'mine',
    children: [
      { name: '亚盘推荐', path: '/recommend/yapan' },
      { name: '大小球推荐', path: '/recommend/daxiaoqiu' },
      { name: '推荐记录', path: '/recommend/records' },
    ],
  },
];

export const demoNav: SeedStep = {
  name: 'nav-v1',
  async run(db) {
    for (const [g, group] of demoRecommendMenu.entries()) {
      const [parent] = await db
        .insert(navItems)
        .values({ type: 0, name: group.name, icon: group.icon, sort: (g + 1) * 10 })
        .returning({ id: navItems.id });
      await db.insert(navItems).values(
        group.children.map((c, i) => ({
          ...c,
          type: 0,
          parentId: parent!.id,
          sort: (i + 1) * 10,
        })),
      );
    }
  },
};
