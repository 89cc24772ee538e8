// Calls of the operator console's 广告与海报 desk (placeholder: the desk's helper fills it in).
import type { AdminCall } from './admin';

export const advertsAdminCalls: AdminCall[] = [];
