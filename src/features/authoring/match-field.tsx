// 关联比赛 (optional): a match id, or a match page's address pasted whole (its last number is the id).
import { useState } from 'react';
import { CentreRow } from '../user-centre/form-row';

/** The id in what was typed: digits, or the trailing number of /football/live/1101. */
export function matchIdOf(typed: string): number | null | 'bad' {
  const t = typed.trim();
  if (t === '') return null;
  const m = /(?:^|\/)([1-9]\d{0,9})\/?(?:[?#].*)?$/.exec(t);
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : 'bad';
}

export function MatchField({
  matchId,
  onChange,
}: {
  matchId: number | null;
  onChange(matchId: number | null): void;
}) {
  const [typed, setTyped] = useState(matchId === null ? '' : String(matchId));
  const parsed = matchIdOf(typed);
  return (
    <CentreRow
      label="关联比赛"
      htmlFor="article-match"
      note={
        parsed === 'bad'
          ? '请填写比赛 ID 或粘贴比赛页地址'
          : '选填：比赛 ID，或粘贴比赛页地址（如 /football/live/1101）'
      }
      noteTone={parsed === 'bad' ? 'bad' : 'muted'}
    >
      <input
        id="article-match"
        data-testid="article-match"
        value={typed}
        inputMode="url"
        maxLength={200}
        onChange={(e) => {
          setTyped(e.target.value);
          const id = matchIdOf(e.target.value);
          onChange(id === 'bad' ? null : id);
        }}
        placeholder="比赛 ID"
        className="h-10 w-full rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100 sm:w-72"
      />
    </CentreRow>
  );
}
