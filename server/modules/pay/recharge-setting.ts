// GET /pay/setting: the wallet's numbers of settings.ts as the client reads them (yuan, 球钻 and 球票, not units).
import { unitsToAmount } from '../../../contract/calls/pay';
import { packageInfo } from './recharge';
import {
  customRecharge,
  DIAMOND_UNITS_PER_FEN,
  withdrawalRules as defaultRules,
  GIFT_TICKETS_PER_DIAMOND,
  rechargePackages,
  TICKET_TO_DIAMOND,
  type WithdrawalRules,
} from './settings';

export const settingInfo = (withdrawalRules: WithdrawalRules = defaultRules) => ({
  packages: rechargePackages.map(packageInfo),
  custom: { min: customRecharge.minYuan, max: customRecharge.maxYuan },
  // 100 fen buy DIAMOND_UNITS_PER_FEN × 100 units: the 球钻 per 元.
  diamondsPerYuan: unitsToAmount(100 * DIAMOND_UNITS_PER_FEN),
  giftTicketsPerDiamond:
    GIFT_TICKETS_PER_DIAMOND.ticketUnits / GIFT_TICKETS_PER_DIAMOND.diamondUnits,
  ticketToDiamond: TICKET_TO_DIAMOND.diamondUnits / TICKET_TO_DIAMOND.ticketUnits,
  withdrawal: {
    min: unitsToAmount(withdrawalRules.minUnits),
    feePercent: withdrawalRules.feePercent,
    feeMin: unitsToAmount(withdrawalRules.feeMinUnits),
    dailyMax: unitsToAmount(withdrawalRules.dailyMaxUnits),
  },
});
