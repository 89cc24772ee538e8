// A session user in the wire shape of spec §3 User info: level null → 0, flags clamped to 0/1.
import type { UserInfo } from '../../../contract/calls/user';
import type { SessionUser } from './sessions';

export const userInfoOf = (user: SessionUser): UserInfo => ({
  id: user.id,
  nickName: user.nickName,
  portrait: user.portrait,
  level: Math.max(0, user.level ?? 0),
  isAnchor: user.isAnchor === 1 ? 1 : 0,
  isExpert: user.isExpert === 1 ? 1 : 0,
});
