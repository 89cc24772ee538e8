// 关联比赛 (optional): one of today's hot matches, a match id, or a match page's address pasted whole (its
// last number is the id). The server checks the id and tags the article with the match's teams.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { matchHot } from '../../../contract/calls/match';
import { callQuery } from '../../lib/query';
import { matchLabel } from '../anchor/match-label';
import { CentreRow } from '../user-centre/form-row';
import { selectClass } from './place-pickers';

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
  const hot = useQuery({
    ...callQuery(matchHot, {}, { progress: false }),
    select: (answer) => (answer.success ? answer.data.matches : []),
  });
  const today = hot.data ?? [];
  const picked = today.find((m) => m.id === matchId);
  const parsed = matchIdOf(typed);
  const set = (text: string) => {
    setTyped(text);
    const id = matchIdOf(text);
    onChange(id === 'bad' ? null : id);
  };
  return (
    <CentreRow
      label="关联比赛"
      htmlFor="article-match"
      note={
        parsed === 'bad'
          ? '请填写比赛 ID 或粘贴比赛页地址'
          : picked
            ? matchLabel(picked)
            : '选填：从今日热门中选，或填比赛 ID / 粘贴比赛页地址'
      }
      noteTone={parsed === 'bad' ? 'bad' : 'muted'}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">
        {today.length > 0 && (
          <select
            aria-label="今日热门比赛"
            data-testid="article-match-pick"
            value={picked ? String(picked.id) : ''}
            onChange={(e) => set(e.target.value)}
            className={`${selectClass} sm:w-72`}
          >
            <option value="">今日热门比赛</option>
            {today.map((m) => (
              <option key={`${m.matchType}:${m.id}`} value={m.id}>
                {m.competition} {m.home.name} vs {m.away.name}
              </option>
            ))}
          </select>
        )}
        <input
          id="article-match"
          data-testid="article-match"
          value={typed}
          inputMode="url"
          maxLength={200}
          onChange={(e) => set(e.target.value)}
          placeholder="比赛 ID 或比赛页地址"
          className="h-10 w-full rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100 sm:w-56"
        />
      </div>
    </CentreRow>
  );
}
