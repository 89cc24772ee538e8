// What buying a tier does for the user, as the server decides it (server/modules/pay/nobility.ts): the
// dialog labels its button with it and does not offer a tier the server would refuse.
export type PurchaseKind = 'new' | 'renewal' | 'upgrade' | 'lower';

export interface HeldTier {
  tier: number;
  expiresAt: number;
}

export function purchaseKind(held: HeldTier | null, tier: number, now: number): PurchaseKind {
  if (!held || held.expiresAt <= now) return 'new';
  if (held.tier === tier) return 'renewal';
  return tier > held.tier ? 'upgrade' : 'lower';
}

export const purchaseLabel: Record<PurchaseKind, string> = {
  new: '开通',
  renewal: '续费',
  upgrade: '升级',
  lower: '低于当前等级',
};
