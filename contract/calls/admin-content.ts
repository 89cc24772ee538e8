// Calls of the operator console's 内容审核 desk (placeholder: the desk's helper fills it in).
import type { AdminCall } from './admin';

export const contentAdminCalls: AdminCall[] = [];
