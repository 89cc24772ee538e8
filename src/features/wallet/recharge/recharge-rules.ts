// The pay page's rules: what a choice costs and buys, the custom amount's check, and how order states read.
import type {
  RechargeOrderStatus,
  RechargePackageInfo,
} from '../../../../contract/calls/pay-recharge';

/** A package, or a custom amount as typed (whole yuan). */
export type RechargeChoice = { kind: 'package'; id: number } | { kind: 'custom'; text: string };

export interface CustomLimits {
  min: number;
  max: number;
}

/** Why a typed custom amount cannot be ordered; null when it can. */
export function customAmountProblem(text: string, limits: CustomLimits): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '请输入充值金额';
  if (!/^\d+$/.test(trimmed)) return '充值金额需为整数';
  const yuan = Number(trimmed);
  if (yuan < limits.min || yuan > limits.max)
    return `充值金额需在 ${limits.min.toLocaleString('en-US')}-${limits.max.toLocaleString('en-US')} 元之间`;
  return null;
}

/** What the chosen thing costs (元) and brings (球钻, bonus included); null when nothing valid is chosen. */
export function choiceQuote(
  choice: RechargeChoice | null,
  packages: readonly RechargePackageInfo[],
  limits: CustomLimits,
  diamondsPerYuan: number,
): { price: number; diamonds: number; bonus: number } | null {
  if (!choice) return null;
  if (choice.kind === 'package') {
    const found = packages.find((p) => p.id === choice.id);
    return found
      ? { price: found.price, diamonds: found.diamonds + found.bonus, bonus: found.bonus }
      : null;
  }
  if (customAmountProblem(choice.text, limits)) return null;
  const yuan = Number(choice.text.trim());
  return { price: yuan, diamonds: yuan * diamondsPerYuan, bonus: 0 };
}

/** What the server is asked for. */
export const choiceRequest = (choice: RechargeChoice) =>
  choice.kind === 'package' ? { packageId: choice.id } : { amount: Number(choice.text.trim()) };

/** A key identifying the choice: a new choice means a new order, hence a new idempotency key. */
export const choiceKey = (choice: RechargeChoice) =>
  choice.kind === 'package' ? `p${choice.id}` : `c${choice.text.trim()}`;

export const orderStatusTone: Record<RechargeOrderStatus, string> = {
  pending: 'bg-accent-400/15 text-accent-600',
  paid: 'bg-emerald-50 text-emerald-600',
  cancelled: 'bg-neutral-100 text-neutral-500',
  expired: 'bg-neutral-100 text-neutral-400',
};

/** After the checkout, how long the order page keeps asking about a still-pending order (ms between asks). */
export const RESULT_POLL_DELAYS = [1000, 2000, 3000, 5000, 8000] as const;
