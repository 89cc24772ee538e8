// Trade types of the wallet ledger (spec §3) and their labels in the user centre's bill list.
export const tradeTypes = {
  1: '球钻充值',
  2: '礼物打赏',
  3: '提现',
  4: '方案购买',
  5: '奖金派发',
  6: '退款',
  7: '系统赠送',
  8: '系统扣除',
  9: '礼物收益',
  10: '发红包',
  11: '抢红包',
  12: '红包退回',
  13: '提现至钱包',
  14: '人工充值',
  15: '开通贵族',
  /** Beyond spec §3's fifteen: a horn is neither a gift nor an operator's deduction. */
  16: '喇叭消费',
  /** A match's highlights package (集锦) bought with 球钻. */
  17: '集锦购买',
} as const satisfies Record<number, string>;

export type TradeType = keyof typeof tradeTypes;

/** The trade types by name: code reads `TRADE.gift`, never a bare 2. */
export const TRADE = {
  recharge: 1,
  gift: 2,
  withdraw: 3,
  planPurchase: 4,
  prizePayout: 5,
  refund: 6,
  systemGrant: 7,
  systemDeduct: 8,
  giftIncome: 9,
  redPacketSend: 10,
  redPacketGrab: 11,
  redPacketReturn: 12,
  withdrawToWallet: 13,
  manualRecharge: 14,
  nobility: 15,
  horn: 16,
  highlight: 17,
} as const satisfies Record<string, TradeType>;

export const isTradeType = (code: number): code is TradeType => Object.hasOwn(tradeTypes, code);

/** The bill-list label; '' for a code the site does not know, so a row never shows a raw number. */
export const tradeTypeLabel = (code: number): string => (isTradeType(code) ? tradeTypes[code] : '');
