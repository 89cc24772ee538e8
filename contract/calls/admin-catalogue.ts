// Calls of the operator console's 礼物与贵族 desk (placeholder: the desk's helper fills it in).
import type { AdminCall } from './admin';

export const catalogueAdminCalls: AdminCall[] = [];
