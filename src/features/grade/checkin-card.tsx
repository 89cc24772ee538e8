// 签到: the button (once per China day), the streak and this week's calendar of days checked in.
import { useState } from 'react';
import type { MyGrade } from '../../../contract/calls/grade';
import { addChinaDays, chinaDay } from '../../../contract/format/china-day';
import { checkinReward } from '../../../contract/grade';
import { showToast } from '../login/toast';
import { checkIn } from './grade-queries';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

export function CheckinCard({
  checkin,
  onDone,
}: {
  checkin: MyGrade['checkin'];
  onDone: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const today = chinaDay();
  const days = Array.from({ length: 7 }, (_, i) => addChinaDays(today, i - 6));
  const checked = new Set(checkin.days);
  const go = async () => {
    setBusy(true);
    const answer = await checkIn();
    if (answer.success)
      showToast(
        `签到成功，经验 +${answer.data.reward}（连续 ${answer.data.streak} 天）`,
        'success',
      );
    else showToast(answer.msg, 'error');
    await onDone();
    setBusy(false);
  };
  return (
    <div data-testid="grade-checkin" className="flex flex-col gap-4 lg:flex-row lg:items-center">
      <div className="flex items-center gap-4">
        <button
          type="button"
          data-testid="checkin-button"
          disabled={checkin.today || busy}
          onClick={() => void go()}
          className="h-16 w-16 shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-brand-600 text-base font-bold text-white shadow-md transition hover:brightness-110 disabled:from-neutral-300 disabled:to-neutral-400 disabled:shadow-none"
        >
          {checkin.today ? '已签到' : '签到'}
        </button>
        <div className="text-sm">
          <p className="text-neutral-700">
            已连续签到{' '}
            <b data-testid="checkin-streak" className="text-lg text-brand-600">
              {checkin.streak}
            </b>{' '}
            天
          </p>
          <p className="mt-0.5 text-xs text-neutral-400">
            {checkin.today
              ? `今日已获得 ${checkin.reward} 经验，明天再来`
              : `今日签到可得 ${checkin.reward} 经验`}
          </p>
        </div>
      </div>
      <ol className="grid flex-1 grid-cols-7 gap-1.5" aria-label="近 7 天签到">
        {days.map((day) => {
          const done = checked.has(day);
          const isToday = day === today;
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          const ahead = checkin.streak + (checkin.today ? 0 : 1);
          return (
            <li
              key={day}
              data-testid={done ? 'checkin-day-done' : 'checkin-day'}
              className={`flex flex-col items-center rounded-md py-1.5 text-[11px] ${
                done
                  ? 'bg-brand-50 text-brand-600'
                  : isToday
                    ? 'bg-amber-50 text-amber-600 ring-1 ring-amber-300'
                    : 'bg-neutral-50 text-neutral-400'
              }`}
            >
              <span>{isToday ? '今天' : `周${WEEKDAYS[weekday]}`}</span>
              <span className="mt-0.5 text-sm font-semibold">
                {done ? '✓' : isToday ? `+${checkinReward(ahead)}` : '·'}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
