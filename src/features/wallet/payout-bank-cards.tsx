// 银行卡 (payout accounts of type 1): the bound cards (up to 5) and the bind form — card number checked with Luhn as typed, bank, holder.
import { type FormEvent, useState } from 'react';
import { cardList, type PayoutAccount } from '../../../contract/calls/pay-withdraw';
import {
  BANKS,
  cardNumberProblem,
  MAX_BANK_CARDS,
  normalizeCardNumber,
} from '../../../contract/wallet-rules';
import { bindPayoutAccount } from '../../api/pay-withdraw';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { PayoutList, RealNameNotice } from './payout-list';
import { EmptyNote, SelectInput, TextInput } from './wallet-fields';

/** 6222021234567890123 → 6222 0212 3456 7890 123, as printed on the card. */
export const groupCardNumber = (raw: string) =>
  normalizeCardNumber(raw)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function BindCardForm() {
  const [card, setCard] = useState('');
  const [bankName, setBankName] = useState('');
  const [holderName, setHolderName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = normalizeCardNumber(card);
  const live = typed.length >= 16 ? cardNumberProblem(typed) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      cardNumberProblem(typed) ||
      (!bankName && '请选择开户银行') ||
      (!holderName.trim() && '请输入持卡人姓名') ||
      null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await bindPayoutAccount({
      type: 1,
      account: typed,
      bankName,
      holderName: holderName.trim(),
    });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    setCard('');
    setHolderName('');
    showToast('银行卡绑定成功', 'success');
    void invalidateCall(cardList);
  };

  return (
    <form data-testid="bank-form" onSubmit={submit} noValidate className="max-w-[560px] space-y-1">
      <CentreRow
        label="银行卡号"
        htmlFor="bank-card"
        note={live ?? '仅支持本人的储蓄卡'}
        noteTone={live ? 'bad' : 'muted'}
      >
        <TextInput
          id="bank-card"
          testId="bank-card"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="请输入银行卡号"
          maxLength={23}
          value={groupCardNumber(card)}
          onValue={setCard}
        />
      </CentreRow>
      <CentreRow label="开户银行" htmlFor="bank-name">
        <SelectInput id="bank-name" testId="bank-name" value={bankName} onValue={setBankName}>
          <option value="">请选择开户银行</option>
          {BANKS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </SelectInput>
      </CentreRow>
      <CentreRow label="持卡人" htmlFor="bank-holder" note="须与实名认证姓名一致">
        <TextInput
          id="bank-holder"
          testId="bank-holder"
          autoComplete="name"
          placeholder="请输入持卡人姓名"
          maxLength={20}
          value={holderName}
          onValue={setHolderName}
        />
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="bank-message" error={error} />
        <div className="mt-2">
          <CentreSubmit testId="bank-submit" busy={busy}>
            {busy ? '绑定中…' : '绑定银行卡'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}

export function BankCards({
  accounts,
  verified,
}: {
  accounts: PayoutAccount[];
  verified: boolean;
}) {
  const cards = accounts.filter((a) => a.type === 1);
  return (
    <div className="space-y-6">
      {cards.length > 0 ? (
        <PayoutList accounts={cards} testId="bank-list" />
      ) : (
        <EmptyNote testId="bank-empty">还没有绑定银行卡</EmptyNote>
      )}
      <div className="border-t border-neutral-100 pt-6">
        <h3 className="mb-4 text-[15px] font-semibold text-neutral-800">绑定新银行卡</h3>
        {!verified ? (
          <RealNameNotice testId="bank-realname" />
        ) : cards.length >= MAX_BANK_CARDS ? (
          <EmptyNote>最多绑定{MAX_BANK_CARDS}张银行卡，请先解绑不用的卡</EmptyNote>
        ) : (
          <BindCardForm />
        )}
      </div>
    </div>
  );
}
