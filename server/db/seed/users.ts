// Demo accounts a new user can log in with (listed in the README): a fan, an anchor and an expert.

import { hashPassword } from '../../modules/user/password';
import { users } from '../schema';
import type { SeedStep } from '../seed';

export const DEMO_PASSWORD = 'qiulive123';

export const demoAccounts = [
  { phone: '13800000001', nickName: '球迷小王', level: 3, isAnchor: 0, isExpert: 0 },
  { phone: '13800000002', nickName: '主播阿杰', level: 12, isAnchor: 1, isExpert: 0 },
  { phone: '13800000003', nickName: '专家老李', level: 8, isAnchor: 0, isExpert: 1 },
] as const;

export const demoUsers: SeedStep = {
  name: 'users-v1',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(demoAccounts.map((a) => ({ ...a, passwordHash })))
      .onConflictDoNothing();
  },
};
