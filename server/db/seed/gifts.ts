// The gift catalogue rooms offer: twelve gifts from a 0.1 球钻 glow stick to a 1,000 球钻 rocket.
import { gifts } from '../schema';
import type { SeedStep } from '../seed';

/** Prices in diamond minor units (1 球钻 = 100); the big ones play an animation over the video. */
export const giftCatalogue: (typeof gifts.$inferInsert)[] = [
  { name: '荧光棒', priceUnits: 10 },
  { name: '鲜花', priceUnits: 50 },
  { name: '点赞', priceUnits: 100 },
  { name: '啤酒', priceUnits: 200 },
  { name: '加油', priceUnits: 500 },
  { name: '足球', priceUnits: 1_000 },
  { name: '球衣', priceUnits: 2_000 },
  { name: '金哨', priceUnits: 5_000 },
  { name: '奖杯', priceUnits: 10_000, animated: true },
  { name: '跑车', priceUnits: 20_000, animated: true },
  { name: '游艇', priceUnits: 50_000, animated: true },
  { name: '火箭', priceUnits: 100_000, animated: true },
].map((g, i) => ({ ...g, sort: (i + 1) * 10 }));

export const giftsStep: SeedStep = {
  name: 'gifts-v1',
  async run(db) {
    await db.insert(gifts).values(giftCatalogue);
  },
};
