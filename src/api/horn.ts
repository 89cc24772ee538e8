// Typed calls of horns (site-wide paid messages): the recent list, the send dialog's info, and sending.
import type { CallInput } from '../../contract/call';
import { hornInfo, hornList, hornSend } from '../../contract/calls/chat';
import { paidRequest } from './paid';
import { request } from './request';

/** Kept out of the loading bar: the marquee loads it behind every page. */
export const getRecentHorns = (pageSize = 10) =>
  request(hornList, { page: 1, pageSize }, { progress: false });
export const getHornInfo = () => request(hornInfo);
/** `key`: one per click of 发送 (src/api/paid.ts). */
export const sendHorn = (input: CallInput<typeof hornSend>, key: string) =>
  paidRequest(hornSend, key, input);
