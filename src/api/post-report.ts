// Reporting a post (举报): the post card's menu calls this with the reason the reader picked
// (postReportReasons: 广告 / 辱骂 / 色情 / 政治 / 其他) and an optional note of up to 200 字.
import type { CallInput } from '../../contract/call';
import { postReport } from '../../contract/calls/community';
import { request } from './request';

/** Answers the report's id; reporting the same post again answers the first report. */
export const reportPost = (input: CallInput<typeof postReport>) => request(postReport, input);
