// Demo fans: the crowd that fills the demo rooms (server/modules/demo-crowd). Ordinary users with the demo
// password; their 球钻 come from recharges through the sandbox gateway, never from this seed.
import { hashPassword } from '../../modules/user/password';
import { users } from '../schema';
import type { SeedStep } from '../seed';
import { DEMO_PASSWORD } from './users';

const names = [
  '红魔老王',
  '蓝军阿凯',
  '枪手小陈',
  '斑马球迷',
  '银河战舰',
  '红黑军团',
  '拜仁铁粉',
  '巴萨小迷弟',
  '湖人总冠军',
  '勇士三分雨',
  '绿衫军阿辉',
  '热火不熄',
  '国安永远争第一',
  '申花小刘',
  '泰山球迷',
  '越位先生',
  '门将老赵',
  '边路快马',
  '中场大脑',
  '任意球专家',
  '篮板王',
  '三分神射',
  '熬夜看球人',
  '凌晨四点的球场',
];

/** 13900000001…: phones of the demo fans, in the order of their names. */
export const demoFans = names.map((nickName, i) => ({
  phone: `139${String(i + 1).padStart(8, '0')}`,
  nickName,
  level: 1 + ((i * 7) % 18),
}));

export const demoFansStep: SeedStep = {
  name: 'crowd-v1',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(demoFans.map((f) => ({ ...f, passwordHash })))
      .onConflictDoNothing();
  },
};
