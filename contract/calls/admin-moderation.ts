// Calls of the operator console's desk: 举报处理与用户管理：举报队列、用户查询、禁言封号、手动加减款. Filled by its owner.
import type { AdminCall } from './admin';

export const moderationAdminCalls: AdminCall[] = [];
