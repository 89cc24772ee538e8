// /basketball: today's basketball score board.
import { ScoreBoardPage } from '../../features/scores/board/board-page';

export function BasketballPage() {
  return <ScoreBoardPage type="basketball" />;
}
