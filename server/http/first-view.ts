// The first view's data written into the page shell (issue 25): the home page's hot matches and live rooms, the
// football board's day list, so the first paint shows them instead of skeletons and the client asks for them
// only when the streams reload. Each answer is the API's own, taken in-process through the same route (its
// caches, its serializer, its seq), and the page is made at most once a second: a crowd opening / shares one.
// A live room's page carries the room's detail and its latest chat page (for visitors: a logged-in viewer's detail
// says whether they follow the anchor, so theirs is asked by the client).
import type { FastifyInstance } from 'fastify';
import type { Call } from '../../contract/call';
import { advertList, bannerList } from '../../contract/calls/advert';
import { chatPage, giftAll } from '../../contract/calls/chat';
import { homePlans } from '../../contract/calls/expert';
import { footballList } from '../../contract/calls/live';
import { tvMatchList } from '../../contract/calls/live-match';
import { newsBanner, newsList } from '../../contract/calls/news';
import { roomDetail, roomPage } from '../../contract/calls/room';
import { type Config, mountPath } from '../config';

/** The client reads this element (src/lib/first-view.ts); the key names a call's answer as its cache does. */
export const FIRST_VIEW_ID = 'first-view';
/** A first view older than this is made again. */
const FRESH_MS = 1_000;
/** Past this many remembered pages (rooms), the stale ones are forgotten. */
const MAX_REMEMBERED = 200;
/** The home page's room cards (src/routes/index.tsx HOME_ROOMS). */
const HOME_ROOMS = 7;

interface Want {
  call: Call;
  input: Record<string, unknown>;
  /** The page draws without it (a skeleton, as before) when it fails; a failed required answer drops the view. */
  optional?: true;
}

const firstViews: Partial<Record<string, (params: Record<string, string>) => Want[] | null>> = {
  // The bands on a first screen (a phone's or a desk's) and above them, so none of them arrives later and pushes
  // the page down: the banner, the side adverts, the headlines (src/features/home/headlines.tsx) and the plans.
  home: (): Want[] => [
    { call: tvMatchList, input: {} },
    { call: roomPage, input: { pageSize: HOME_ROOMS } },
    { call: bannerList, input: { placeCode: 'home' }, optional: true },
    { call: advertList, input: { placeCode: 'home_right' }, optional: true },
    { call: newsBanner, input: { limit: 5 }, optional: true },
    { call: newsList, input: { pageParam: { pageNum: 1, pageSize: 7 } }, optional: true },
    { call: homePlans, input: { limit: 6 }, optional: true },
  ],
  football: (): Want[] => [{ call: footballList, input: {} }],
  liveRoom: ({ id }) => {
    const roomId = Number(id);
    if (!Number.isSafeInteger(roomId) || roomId <= 0) return null;
    return [
      { call: roomDetail, input: { roomId } },
      { call: chatPage, input: { roomId } },
      // The desk's gift bar under the player (its height comes with the gifts).
      { call: giftAll, input: {}, optional: true },
    ];
  },
};

/** A page's first view: the answers as JSON (for the server's drawing) and as the page's element. */
export interface FirstView {
  json: string;
  island: string;
}

function requestOf(baseUrls: Config['baseUrls'], { call, input }: Want) {
  const path = `${mountPath(baseUrls[call.host as keyof Config['baseUrls']])}${call.path}`;
  // A read sent as a POST (the chat page) carries its input as the JSON body it takes.
  if (call.method === 'POST') return { method: 'POST' as const, url: path, payload: input };
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const qs = query.size > 0 ? `?${query}` : '';
  return { method: 'GET' as const, url: `${path}${qs}` };
}

/**
 * The page's first view, or null when the page has none or an answer failed (the client then loads as before).
 * Made once per FRESH_MS per page (per room).
 */
export function firstViewMaker(app: FastifyInstance) {
  const made = new Map<string, { at: number; view: Promise<FirstView | null> }>();
  async function make(wants: Want[]): Promise<FirstView | null> {
    const entries = await Promise.all(
      wants.map(async (want) => {
        const res = await app.inject(requestOf(app.ctx.config.baseUrls, want));
        // An answer that is not a success (a missing room) leaves the page to the client.
        const ok = res.statusCode === 200 && (res.json() as { code?: unknown }).code === 200;
        if (!ok) return want.optional ? '' : null;
        // The answer's own bytes: JSON already, spliced in rather than parsed and written again.
        return `{"key":${JSON.stringify([want.call.path, want.input])},"envelope":${res.body}}`;
      }),
    );
    if (entries.some((e) => e === null)) return null;
    const json = `[${entries.filter((e) => e !== '').join(',')}]`.replace(/</g, '\\u003c');
    return {
      json,
      island: `<script type="application/json" id="${FIRST_VIEW_ID}">${json}</script>`,
    };
  }
  return (page: string, params: Record<string, string> = {}): Promise<FirstView | null> => {
    const wants = firstViews[page]?.(params);
    if (!wants) return Promise.resolve(null);
    const key = `${page}:${JSON.stringify(params)}`;
    const now = Date.now();
    const last = made.get(key);
    if (last && now - last.at < FRESH_MS) return last.view;
    if (made.size >= MAX_REMEMBERED)
      for (const [k, v] of made) if (now - v.at >= FRESH_MS) made.delete(k);
    const view = make(wants).catch(() => null);
    made.set(key, { at: now, view });
    return view;
  };
}
