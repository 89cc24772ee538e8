// /football/jczq, /football/bjdc, /football/zc and /basketball/jclq: a lottery issue's matches by number (?issue=).
import { LotteryViewPage } from '../features/lottery/lottery-view';

export function LotteryPage({
  code,
  issue,
}: {
  code: 'jczq' | 'bjdc' | 'zc' | 'jclq';
  issue?: string;
}) {
  return <LotteryViewPage key={code} code={code} issue={issue} />;
}
