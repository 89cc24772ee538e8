// A GET made conditional on the ETag of the last answer (If-None-Match): a 304 says the answer is unchanged.
// The live streams poll their snapshots with it while the socket cannot connect (streams/polling-fallback.ts).
import type { Call, CallData, CallInput } from '../../contract/call';
import type { PollResult } from '../../streams/snapshot';
import { type Clients, clients as siteClients } from './clients';
import { partsOf } from './request';
import { networkFailure, resultOf } from './result';

export const createConditionalRequest =
  (clients: Clients) =>
  async <C extends Call>(
    call: C,
    input: CallInput<C>,
    etag: string | null,
  ): Promise<PollResult<CallData<C>>> => {
    const { url, query } = partsOf(call, (input ?? {}) as Record<string, unknown>);
    try {
      const answer = await clients[call.host].request({
        method: 'GET',
        url,
        params: query,
        // An author's If-None-Match makes the browser hand the 304 over rather than answer from its cache.
        headers: etag === null ? {} : { 'If-None-Match': etag },
        // A background poll: not the loading bar's business.
        progress: false,
      });
      if (answer.status === 304) return { success: true, notModified: true };
      const result = resultOf<CallData<C>>(answer.status, answer.data);
      const given = answer.headers.etag;
      return result.success && typeof given === 'string' ? { ...result, etag: given } : result;
    } catch {
      return networkFailure();
    }
  };

/** A conditional GET on the site's clients; resolves, never rejects. */
export const conditionalRequest = createConditionalRequest(siteClients);
