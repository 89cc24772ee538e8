// Typed calls of horns (site-wide paid messages): the recent list and sending (the send dialog's info
// is read through the data cache).
import type { CallInput } from '../../contract/call';
import { hornList, hornSend } from '../../contract/calls/chat';
import { paidRequest } from './paid';
import { request } from './request';

/** Kept out of the loading bar: the marquee loads it behind every page. */
export const getRecentHorns = (pageSize = 10) =>
  request(hornList, { page: 1, pageSize }, { progress: false });
/** `key`: one per click of 发送 (src/api/paid.ts). */
export const sendHorn = (input: CallInput<typeof hornSend>, key: string) =>
  paidRequest(hornSend, key, input);
