// The first view's data written into the page shell (issue 25): the home page's hot matches and live rooms, the
// football board's day list, so the first paint shows them instead of skeletons and the client asks for them
// only when the streams reload. Each answer is the API's own, taken in-process through the same route (its
// caches, its serializer, its seq), and the page is made at most once a second: a crowd opening / shares one.
import type { FastifyInstance } from 'fastify';
import type { Call } from '../../contract/call';
import { footballList } from '../../contract/calls/live';
import { tvMatchList } from '../../contract/calls/live-match';
import { roomPage } from '../../contract/calls/room';
import { type Config, mountPath } from '../config';

/** The client reads this element (src/lib/first-view.ts); the key names a call's answer as its cache does. */
export const FIRST_VIEW_ID = 'first-view';
/** A first view older than this is made again. */
const FRESH_MS = 1_000;
/** The home page's room cards (src/routes/index.tsx HOME_ROOMS). */
const HOME_ROOMS = 7;

interface Want {
  call: Call;
  input: Record<string, string | number>;
}

const firstViews: Partial<Record<string, Want[]>> = {
  home: [
    { call: tvMatchList, input: {} },
    { call: roomPage, input: { pageSize: HOME_ROOMS } },
  ],
  football: [{ call: footballList, input: {} }],
};

function urlOf(baseUrls: Config['baseUrls'], { call, input }: Want) {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const qs = query.size > 0 ? `?${query}` : '';
  return `${mountPath(baseUrls[call.host as keyof Config['baseUrls']])}${call.path}${qs}`;
}

/**
 * The page's first-view element, or '' when the page has none or an answer failed (the client then loads as
 * before). Made once per FRESH_MS per page.
 */
export function firstViewMaker(app: FastifyInstance) {
  const made = new Map<string, { at: number; html: Promise<string> }>();
  async function make(wants: Want[]) {
    const entries = await Promise.all(
      wants.map(async (want) => {
        const res = await app.inject({ method: 'GET', url: urlOf(app.ctx.config.baseUrls, want) });
        if (res.statusCode !== 200) return null;
        // The answer's own bytes: JSON already, spliced in rather than parsed and written again.
        return `{"key":${JSON.stringify([want.call.path, want.input])},"envelope":${res.body}}`;
      }),
    );
    if (entries.some((e) => e === null)) return '';
    const json = `[${entries.join(',')}]`.replace(/</g, '\\u003c');
    return `<script type="application/json" id="${FIRST_VIEW_ID}">${json}</script>`;
  }
  return (page: string): Promise<string> => {
    const wants = firstViews[page];
    if (!wants) return Promise.resolve('');
    const now = Date.now();
    const last = made.get(page);
    if (last && now - last.at < FRESH_MS) return last.html;
    const html = make(wants).catch(() => '');
    made.set(page, { at: now, html });
    return html;
  };
}
