// The pay module's public face: balances, the ledger, recharge, spending (gifts, nobility, red packets), withdrawals.
// Routes and other modules import from here, not from the files behind it.
export { getBalances } from './balances';
export { exportIncome } from './export';
export { type GiftAnswer, giftList, sendGift } from './gift';
export type { LedgerContext, LedgerSession, Tx } from './ledger';
export { buyNobility, currentNobility, nobilityList } from './nobility';
export { nobilityTier, nobilityTiers } from './nobility-tiers';
export { checkedKey, idempotencyKeyOf, paidOnce } from './paid-once';
export { changePayPassword, ownPhone, payPasswordStatus, resetPayPassword } from './pay-password';
export { paymentsOf } from './payments';
export { bindPayoutAccount, listPayoutAccounts, unbindPayoutAccount } from './payout-accounts';
export { roomUserRank } from './rank';
export { packageInfo, placeRechargeOrder, userOrder, userOrders } from './recharge';
export { closeOrder, creditPaidOrder } from './recharge-credit';
export { settingInfo } from './recharge-setting';
export { startReconciler } from './reconcile';
export { tradeRecords, withdrawalRecords } from './records';
export { grabRedPacket, redPacketDetail, sendRedPacket } from './red-packet';
export { startRedPacketJob } from './red-packet-job';
export { rechargePackages, withdrawalRulesOf } from './settings';
export { nobilityTierOf, nobilityTiersOf, sharesOf } from './shares';
export { balancesAfter, unitsOf } from './spend-postings';
export { requestWithdrawal } from './withdraw';
export { withdrawToWallet } from './withdraw-exchange';
