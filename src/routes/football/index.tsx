// /football: today's football score board.
import { ScoreBoardPage } from '../../features/scores/board/board-page';

export function FootballPage() {
  return <ScoreBoardPage type="football" />;
}
