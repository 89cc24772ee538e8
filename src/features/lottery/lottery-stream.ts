// lotteryIssue$(code, issue?): a lottery issue's matches kept live — the issue call, then the pushes of
// scores:<sport> applied to its rows (the call reports no seq: pushes carry absolute values).

import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import { siteChannels } from '../../../streams/channel';
import { keyed, snapshotWithPushes } from '../../../streams/snapshot';
import { getLotteryIssue, type LotteryCode } from '../../api/schedule';
import { type LotteryView, lotterySport, lotteryViewOf, reduceLottery } from './lottery-rows';

/** null: the lottery has no such issue (or none at all) — an answer, not a failure to retry. */
export type LotteryLive = LotteryView | null;

export const lotteryIssue$ = keyed((code: LotteryCode, issueNo: string) =>
  snapshotWithPushes<LotteryLive>({
    async load() {
      const answer = await getLotteryIssue(code, issueNo === '' ? undefined : issueNo);
      if (answer.success) return { success: true, data: lotteryViewOf(answer.data) };
      if (answer.code === errors.lotteryIssueNotFound.code) return { success: true, data: null };
      return answer;
    },
    channel: siteChannels.channel$(channels.scores(lotterySport(code))),
    reduce: (view, event) => (view === null ? view : reduceLottery(view, event)),
  }),
);
