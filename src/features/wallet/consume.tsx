// 消费记录: what the user spent — gifts, plans, red packets, nobility, deductions.
import { recordTransList } from '../../../contract/calls/pay-withdraw';
import { SPENDING_TRADE_TYPES } from '../../../contract/wallet-rules';
import { callQuery } from '../../lib/query';
import { TradeList } from './trade-list';

export function Consume() {
  return (
    <TradeList
      query={(q) => callQuery(recordTransList, q)}
      scope={SPENDING_TRADE_TYPES}
      empty="暂无消费记录"
      testId="consume"
    />
  );
}
