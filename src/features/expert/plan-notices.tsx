// A followed expert published, or a plan I bought settled: a toast at once wherever I am (plan.new / plan.settled
// on user:<id>); a settlement with a refund says how much came back to the wallet.
import { useEffect } from 'react';
import { planNotice$ } from '../../../streams/expert';
import { showToast } from '../login/toast';
import { resultLabels } from './labels';

/** Why money came back: 走 and 作废 always refund; 黑 only under 不中退. */
const refundReason = {
  red: '已结算',
  black: '未中，按不中退',
  go: '走水',
  void: '比赛取消，方案作废',
} as const;

export function PlanNoticeToasts() {
  useEffect(() => {
    const sub = planNotice$.subscribe((notice) => {
      if (notice.type === 'plan.new') {
        const { nickName, title, price } = notice.data;
        showToast(`你关注的专家 ${nickName} 发布了${price > 0 ? '' : '免费'}方案：${title}`);
      } else {
        const { title, result, refunded } = notice.data;
        showToast(
          refunded > 0
            ? `方案「${title}」${refundReason[result]}，${refunded} 球钻已退回钱包`
            : `你购买的方案「${title}」已结算：${resultLabels[result]}`,
        );
      }
    });
    return () => sub.unsubscribe();
  }, []);
  return null;
}
