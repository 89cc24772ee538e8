// 消费记录: what the user spent — gifts, plans, red packets, nobility, deductions.
import { SPENDING_TRADE_TYPES } from '../../../contract/calls/pay-withdraw';
import { getTradeRecords } from '../../api/pay-withdraw';
import { TradeList } from './trade-list';

export function Consume({ version }: { version: unknown }) {
  return (
    <TradeList
      load={getTradeRecords}
      scope={SPENDING_TRADE_TYPES}
      version={version}
      empty="暂无消费记录"
      testId="consume"
    />
  );
}
