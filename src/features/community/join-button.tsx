// 加入 / 已加入 on a circle: a visitor gets the login dialog; the server's answer (a moderator cannot
// leave …) settles it, and every view of the circles loads again.
import { useState } from 'react';
import { circleDetail, circleList } from '../../../contract/calls/community';
import { joinCircle, leaveCircle } from '../../api/community';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { currentSession, openLogin } from '../user/session';

export function JoinButton({
  circleId,
  joined,
  large = false,
}: {
  circleId: number;
  joined: boolean;
  large?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    if (joined && !window.confirm('确定退出这个圈子吗？')) return;
    setBusy(true);
    const answer = await (joined ? leaveCircle(circleId) : joinCircle(circleId));
    setBusy(false);
    if (!answer.success) {
      showToast(answer.msg || '操作失败，请稍后再试', 'error');
      return;
    }
    showToast(answer.data.joined ? '已加入圈子' : '已退出圈子', 'success');
    await invalidateCall(circleList, circleDetail);
  };
  return (
    <button
      type="button"
      data-testid="circle-join"
      aria-pressed={joined}
      disabled={busy}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle();
      }}
      className={`shrink-0 rounded-full font-medium transition disabled:opacity-60 ${
        large ? 'min-h-10 px-6 text-sm' : 'min-h-8 px-3 text-xs'
      } ${
        joined
          ? 'bg-neutral-100 text-neutral-500 hover:bg-neutral-200'
          : 'bg-brand-600 text-white hover:bg-brand-700'
      }`}
    >
      {joined ? (large ? '退出圈子' : '已加入') : '+ 加入'}
    </button>
  );
}
