// GET /pay/setting: the wallet's numbers of settings.ts as the client reads them (yuan, 球钻 and 球票, not units).
import { unitsToAmount } from '../../../contract/calls/pay';
import { packageInfo } from './recharge';
import {
  customRecharge,
  DIAMOND_UNITS_PER_FEN,
  withdrawalRules as defaultRules,
  rechargePackages,
  TICKET_TO_DIAMOND,
  type WithdrawalRules,
} from './settings';
import { shareDefaults } from './shares';

export const settingInfo = (
  withdrawalRules: WithdrawalRules = defaultRules,
  giftAnchorPercent: number = shareDefaults.giftAnchorPercent,
) => ({
  packages: rechargePackages.map(packageInfo),
  custom: { min: customRecharge.minYuan, max: customRecharge.maxYuan },
  // 100 fen buy DIAMOND_UNITS_PER_FEN × 100 units: the 球钻 per 元.
  diamondsPerYuan: unitsToAmount(100 * DIAMOND_UNITS_PER_FEN),
  // The operators' share now (/admin/catalogue), as 球票 per 球钻.
  giftTicketsPerDiamond: giftAnchorPercent / 100,
  ticketToDiamond: TICKET_TO_DIAMOND.diamondUnits / TICKET_TO_DIAMOND.ticketUnits,
  withdrawal: {
    min: unitsToAmount(withdrawalRules.minUnits),
    feePercent: withdrawalRules.feePercent,
    feeMin: unitsToAmount(withdrawalRules.feeMinUnits),
    dailyMax: unitsToAmount(withdrawalRules.dailyMaxUnits),
  },
});
