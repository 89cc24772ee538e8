// Typed calls of the anchor's own pages: the application, income, and the matches an anchor reserves to show.
import type { CallInput } from '../../contract/call';
import { auditInfo, auditSubmit, userCoin } from '../../contract/calls/anchor';
import { matchList, matchReserve } from '../../contract/calls/match';
import { request } from './request';

export const getAuditInfo = () => request(auditInfo);
export const submitAudit = (input: CallInput<typeof auditSubmit>) => request(auditSubmit, input);
export const getCoin = () => request(userCoin, undefined, { progress: false });

/** The anchor's reserved matches not yet over (what 开播 can bind). */
export const getAnchorMatches = (anchorId: number) => request(matchList, { anchorId });
export const reserveMatch = (input: CallInput<typeof matchReserve>) => request(matchReserve, input);
