// Typed calls of nobility: the tiers with the user's current one, purchase, one tier's detail and the bag
// (the chat bubbles of each tier are a catalogue in the data cache).
import type { CallInput } from '../../contract/call';
import { nobilityActive, nobilityBag } from '../../contract/calls/chat';
import { payNobilityList, payNobilityPurchase } from '../../contract/calls/pay-spend';
import { paidRequest } from './paid';
import { request } from './request';

export const getNobilityTiers = () => request(payNobilityList);
/** `key`: one per click of the purchase button (src/api/paid.ts). */
export const buyNobility = (input: CallInput<typeof payNobilityPurchase>, key: string) =>
  paidRequest(payNobilityPurchase, key, input);
export const getNobilityTier = (nobilityId: number) => request(nobilityActive, { nobilityId });
export const getNobilityBag = () => request(nobilityBag);
