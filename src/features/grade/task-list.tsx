// The task list of /v/grade: daily and newcomer tasks with progress, reward, and 去完成 / 领取 / 已领取.
import { useState } from 'react';
import type { TaskItem } from '../../../contract/calls/grade';
import { SiteLink } from '../../components/site-link';
import { showToast } from '../login/toast';
import { claimReward } from './grade-queries';

const rewardText = (r: TaskItem['reward']) =>
  r.kind === 'exp' ? `经验 +${r.amount}` : `球票 +${r.amount}`;

function TaskRow({ task, onClaimed }: { task: TaskItem; onClaimed: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    const answer = await claimReward(task.id);
    if (answer.success) showToast(`领取成功，${rewardText(task.reward)}`, 'success');
    else showToast(answer.msg, 'error');
    await onClaimed();
    setBusy(false);
  };
  const showProgress = task.goal > 1;
  return (
    <li
      data-testid={`task-${task.id}`}
      data-state={task.state}
      className="flex items-center gap-3 py-3"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-neutral-800">{task.title}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
          <span className={task.reward.kind === 'exp' ? 'text-amber-600' : 'text-brand-600'}>
            {rewardText(task.reward)}
          </span>
          {showProgress && (
            <span className="text-neutral-400">
              {task.progress}/{task.goal}
              {task.unit}
            </span>
          )}
        </p>
      </div>
      {task.state === 'claimed' ? (
        <span className="w-16 text-center text-xs text-neutral-400" data-testid="task-claimed">
          已领取
        </span>
      ) : task.state === 'claimable' ? (
        <button
          type="button"
          data-testid="task-claim"
          disabled={busy}
          onClick={() => void claim()}
          className="h-7 w-16 rounded-full bg-brand-500 text-xs font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          领取
        </button>
      ) : (
        <SiteLink
          href={task.href}
          data-testid="task-go"
          className="flex h-7 w-16 items-center justify-center rounded-full border border-brand-300 text-xs text-brand-600 hover:bg-brand-50"
        >
          去完成
        </SiteLink>
      )}
    </li>
  );
}

export function TaskList({
  tasks,
  onClaimed,
}: {
  tasks: TaskItem[];
  onClaimed: () => Promise<unknown>;
}) {
  const groups = [
    { kind: 'daily', title: '每日任务', note: '每天 0 点（北京时间）刷新' },
    { kind: 'newcomer', title: '新手任务', note: '完成一次即可领取' },
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((g) => (
        <section key={g.kind} data-testid={`tasks-${g.kind}`}>
          <h3 className="text-sm font-semibold text-neutral-700">
            {g.title} <span className="ml-1 text-xs font-normal text-neutral-400">{g.note}</span>
          </h3>
          <ul className="divide-y divide-neutral-100">
            {tasks
              .filter((t) => t.kind === g.kind)
              .map((t) => (
                <TaskRow key={t.id} task={t} onClaimed={onClaimed} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
