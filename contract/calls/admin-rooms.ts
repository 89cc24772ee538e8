// Calls of the operator console's desk: 直播墙与站点配置：直播间缩略图墙、切断直播、热搜词、敏感词等. Filled by its owner.
import type { AdminCall } from './admin';

export const roomAdminCalls: AdminCall[] = [];
