// Demo adverts: home banners, the right-column adverts, the floating widget's activity and grouped posters.
import { advertCategories, adverts } from '../schema';
import type { SeedStep } from '../seed';

type NewAdvert = typeof adverts.$inferInsert;

/** Internal jumps use innerPageId (1 site root, 6 guide, 9 live all); other jumps open a site path. */
const inner = (innerPageId: number) => ({ jumpType: 1, innerPageId });
const link = (outerLink: string) => ({ jumpType: 2, outerLink });

export const demoBanners: NewAdvert[] = [
  {
    placeCode: 'home',
    title: '欧冠淘汰赛 全场次高清直播',
    imageUrl: '/banners/ucl-knockout.svg',
    ...inner(9),
  },
  {
    placeCode: 'home',
    title: 'NBA 常规赛 每日精选',
    imageUrl: '/banners/nba-daily.svg',
    ...inner(1),
  },
  {
    placeCode: 'home',
    title: '专家推荐 限时免费',
    imageUrl: '/banners/expert-free.svg',
    ...inner(6),
  },
  {
    placeCode: 'home',
    title: '新人主播招募',
    imageUrl: '/banners/anchor-recruit.svg',
    ...link('/about/live/2'),
  },
  {
    placeCode: 'home',
    title: '球live APP 下载',
    imageUrl: '/banners/app-download.svg',
    ...link('/app'),
  },
].map((a, i) => ({ ...a, sort: (i + 1) * 10 }));

export const demoAdverts: NewAdvert[] = [
  {
    placeCode: 'home_right',
    title: '开播工具 一键推流',
    imageUrl: '/banners/live-tool.svg',
    sort: 10,
    ...link('/live/manual'),
  },
  {
    placeCode: 'home_right',
    title: '意见反馈 有奖征集',
    imageUrl: '/banners/feedback-prize.svg',
    sort: 20,
    ...link('/about/10006'),
  },
  {
    placeCode: 'float_activity',
    title: '新主播扶持计划',
    imageUrl: '/banners/anchor-support.svg',
    sort: 10,
    ...link('/about/live/2'),
  },
];

export const demoPosterCategories = [
  {
    name: '热门专题',
    posters: [
      { title: '欧冠之夜 巅峰对决', imageUrl: '/banners/poster-ucl-night.svg', ...inner(9) },
      { title: 'NBA 季后赛前瞻', imageUrl: '/banners/poster-playoffs.svg', ...inner(6) },
    ],
  },
  {
    name: '平台活动',
    posters: [
      { title: 'APP 专享 高清无广告', imageUrl: '/banners/poster-app.svg', ...link('/app') },
      {
        title: '文明观赛 直播间规范',
        imageUrl: '/banners/poster-rules.svg',
        ...link('/about/10001'),
      },
    ],
  },
];

export const demoAdvertsStep: SeedStep = {
  name: 'adverts-v1',
  async run(db) {
    await db.insert(adverts).values([...demoBanners, ...demoAdverts]);
    for (const [c, category] of demoPosterCategories.entries()) {
      const [cate] = await db
        .insert(advertCategories)
        .values({ placeCode: 'home_poster', name: category.name, sort: (c + 1) * 10 })
        .returning({ id: advertCategories.id });
      await db.insert(adverts).values(
        category.posters.map((p, i) => ({
          ...p,
          placeCode: 'home_poster',
          cateId: cate!.id,
          sort: (i + 1) * 10,
        })),
      );
    }
  },
};
