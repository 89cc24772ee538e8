// The wallet's pure rules: Luhn and account checks, amounts in units, the withdrawal preview, record
// queries and pages, the CSV cell, and the masks.
import { describe, expect, it } from 'vitest';
import {
  alipayAccountProblem,
  amountToUnits,
  cardNumberProblem,
  luhnValid,
  parseTradeTypes,
  payPasswordProblem,
} from '../../contract/wallet-rules';
import { csvCell, incomeCsv } from '../../server/modules/pay/export';
import { maskAlipayAccount, maskCardNumber } from '../../server/modules/pay/payout-accounts';
import { exchangedUnits } from '../../src/features/wallet/exchange';
import { groupCardNumber } from '../../src/features/wallet/payout-bank-cards';
import {
  feeUnitsOf,
  pageList,
  recordQuery,
  walletSearch,
  withdrawalPreview,
} from '../../src/features/wallet/wallet-rules';

const rules = { min: 100, feePercent: 2, feeMin: 2, dailyMax: 50_000 };

describe('Luhn and account checks', () => {
  it('accepts numbers whose Luhn sum is a multiple of 10 and nothing else', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('6222021234567890128')).toBe(true);
    expect(luhnValid('6222021234567890127')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111-1111')).toBe(false);
  });

  it('says why a card number is refused: length first, then the checksum', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull();
    expect(cardNumberProblem('4111-1111-1111-1111')).toBeNull();
    expect(cardNumberProblem('411111111111')).toBe('银行卡号应为16-19位数字');
    expect(cardNumberProblem('4111111111111112')).toBe('银行卡号不正确，请核对后重新输入');
  });

  it('takes a phone or an e-mail as the Alipay account', () => {
    expect(alipayAccountProblem('13800000001')).toBeNull();
    expect(alipayAccountProblem(' zs@qq.com ')).toBeNull();
    expect(alipayAccountProblem('12345')).toBe('支付宝账号应为手机号或邮箱');
    expect(alipayAccountProblem('zs@qq')).not.toBeNull();
  });

  it('wants exactly 6 digits for a pay password', () => {
    expect(payPasswordProblem('012345')).toBeNull();
    for (const p of ['12345', '1234567', 'abcdef', '12 456'])
      expect(payPasswordProblem(p)).not.toBeNull();
  });

  it('masks card numbers and Alipay accounts', () => {
    expect(maskCardNumber('6222021234567890123')).toBe('6222 **** **** 0123');
    expect(maskAlipayAccount('13800000001')).toBe('138****0001');
    expect(maskAlipayAccount('zhangsan@qq.com')).toBe('zh***@qq.com');
    expect(groupCardNumber('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(groupCardNumber('6222 02x')).toBe('6222 02');
  });
});

describe('amounts', () => {
  it('turns amounts of at most 2 decimals into units, refusing the rest', () => {
    expect(amountToUnits(100)).toBe(10_000);
    expect(amountToUnits(0.29)).toBe(29);
    expect(amountToUnits(1234.56)).toBe(123_456);
    expect(amountToUnits(1.005)).toBeNull();
    expect(amountToUnits(0)).toBeNull();
    expect(amountToUnits(-5)).toBeNull();
    expect(amountToUnits(Number.NaN)).toBeNull();
  });

  it('charges the rate rounded up, never below the minimum fee', () => {
    expect(feeUnitsOf(10_000, rules)).toBe(200);
    expect(feeUnitsOf(20_000, rules)).toBe(400);
    expect(feeUnitsOf(12_345, rules)).toBe(247);
  });

  it('previews the fee and the amount received, and says what is wrong', () => {
    expect(withdrawalPreview('200', rules, 50_000)).toEqual({
      units: 20_000,
      feeUnits: 400,
      actualUnits: 19_600,
      problem: null,
    });
    expect(withdrawalPreview('', rules, 50_000).problem).toBe('请输入提现金额');
    expect(withdrawalPreview('1.234', rules, 50_000).problem).toBe('金额需大于 0，最多 2 位小数');
    expect(withdrawalPreview('99.99', rules, 50_000).problem).toBe('单笔最低提现100.00球票');
    expect(withdrawalPreview('600', rules, 50_000).problem).toBe('球票余额不足');
    expect(withdrawalPreview('50000.01', rules, 10_000_000).problem).toBe(
      '每日最多提现50,000.00球票',
    );
  });

  it('exchanges tickets into diamonds rounded down', () => {
    expect(exchangedUnits(4_000, 1)).toBe(4_000);
    expect(exchangedUnits(333, 0.5)).toBe(166);
  });
});

describe('records', () => {
  it('reads trade type filters, refusing unknown codes', () => {
    expect(parseTradeTypes('2,4, 10')).toEqual([2, 4, 10]);
    expect(parseTradeTypes('9')).toEqual([9]);
    expect(parseTradeTypes('16')).toEqual([16]);
    expect(parseTradeTypes('17')).toEqual([17]);
    expect(parseTradeTypes('18')).toBeNull();
    expect(parseTradeTypes('2,x')).toBeNull();
  });

  it('builds the records query: the chosen type or the whole scope, dates in order', () => {
    expect(recordQuery({ tradeType: '', dateFrom: '', dateTo: '' }, [2, 4], 1)).toEqual({
      pageNum: 1,
      tradeType: '2,4',
    });
    expect(
      recordQuery({ tradeType: '9', dateFrom: '2025-03-09', dateTo: '2025-03-01' }, [9, 5], 3),
    ).toEqual({ pageNum: 3, tradeType: '9', dateFrom: '2025-03-01', dateTo: '2025-03-09' });
    expect(recordQuery({ tradeType: '', dateFrom: '', dateTo: '' }, [], 2)).toEqual({ pageNum: 2 });
  });

  it('lists the pages around the current one', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(1, 20)).toEqual([1, 2, '…', 20]);
    expect(pageList(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pageList(20, 20)).toEqual([1, '…', 19, 20]);
  });

  it('opens the tab the address names, else 提现', () => {
    expect(walletSearch.parse({ tab: 'pay-password' })).toEqual({ tab: 'pay-password' });
    expect(walletSearch.parse({ tab: 'alipay' }).tab).toBe('alipay');
    expect(walletSearch.parse({ tab: 'nope' }).tab).toBe('withdraw');
    expect(walletSearch.parse({ tab: 3 }).tab).toBe('withdraw');
    expect(walletSearch.parse({}).tab).toBe('withdraw');
  });
});

describe('CSV', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvCell('火箭×2')).toBe('火箭×2');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(12.5)).toBe('12.50');
  });

  it('starts with a BOM and the Chinese header row, lines ending CRLF', () => {
    const csv = incomeCsv([
      {
        id: 1,
        tradeType: 9,
        tradeTypeLabel: '礼物收益',
        currency: 'ticket',
        amount: 1.5,
        balanceAfter: 1.5,
        remark: '火箭×2',
        createdAt: Date.UTC(2025, 0, 1, 4, 5, 6),
      },
    ]);
    expect(csv).toBe(
      '\uFEFF时间,类型,币种,金额,变动后余额,备注\r\n2025-01-01 12:05:06,礼物收益,球票,1.50,1.50,火箭×2\r\n',
    );
  });
});
