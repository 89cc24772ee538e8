// The live tab's note before kick-off: when the match starts, and that the page fills itself in from then on.
import { formatShort } from '../../../contract/format/dates';

export function BeforeKickoff({ kickoffAt }: { kickoffAt: number }) {
  return (
    <div
      data-testid="before-kickoff"
      className="rounded-lg bg-white px-4 py-6 text-center text-sm text-neutral-600 shadow-sm"
    >
      比赛尚未开始，开赛时间{' '}
      <span className="font-mono text-neutral-900">{formatShort(kickoffAt)}</span>
      ，开赛后这里实时更新比赛数据
    </div>
  );
}
