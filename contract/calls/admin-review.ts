// Calls of the operator console's desk: 审核与提现：主播申请、直播间审核、专家申请、提现. Filled by its owner.
import type { AdminCall } from './admin';

export const reviewAdminCalls: AdminCall[] = [];
