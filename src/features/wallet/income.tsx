// 收益记录: what the user earned — gift income, prizes, red packets, system gifts — and its CSV export.
import { recordIncome } from '../../../contract/calls/pay-withdraw';
import { INCOME_TRADE_TYPES } from '../../../contract/wallet-rules';
import { incomeExportUrl } from '../../api/pay-withdraw';
import { Icon } from '../../components/icons';
import { callQuery } from '../../lib/query';
import { TradeList } from './trade-list';
import { recordQuery } from './wallet-rules';

export function Income() {
  return (
    <TradeList
      query={(q) => callQuery(recordIncome, q)}
      scope={INCOME_TRADE_TYPES}
      empty="暂无收益记录"
      testId="income"
      actions={(filter) => {
        // The export takes the filter as shown; with no type chosen the server exports every income type.
        const { tradeType, dateFrom, dateTo } = recordQuery(filter, [], 1);
        return (
          <a
            data-testid="income-export"
            href={incomeExportUrl({ tradeType, dateFrom, dateTo })}
            download
            className="flex h-8 items-center gap-1.5 rounded border border-brand-300 px-3 text-[13px] text-brand-600 hover:bg-brand-50"
          >
            <Icon name="file" className="size-3.5" />
            导出 CSV
          </a>
        );
      }}
    />
  );
}
