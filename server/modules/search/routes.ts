// HTTP routes of search: the results of /search, the spec's room and user searches, and the hot words.
import fp from 'fastify-plugin';
import {
  ROOM_BY_WORD_TYPE,
  searchAll as searchAllCall,
  searchHotWords,
  searchRoomByWord,
  userPageList,
} from '../../../contract/calls/search';
import { route } from '../../http/route';
import { viewersOf } from '../room/service';
import { DbSearchIndex, listHotWords, searchAll, searchKindPage } from './service';

// Shared with the parent (fastify-plugin): viewersOf is keyed by the app, and an encapsulated child would start a
// second viewer counter that pushes every room's count twice.
export const searchModule = fp(
  async (app) => {
    const deps = { db: app.ctx.db, index: new DbSearchIndex(app.ctx.db, viewersOf(app)) };
    route(app, searchHotWords, () => listHotWords(app.ctx.db));
    route(app, searchAllCall, ({ query }) => searchAll(deps, query));
    route(app, searchRoomByWord, ({ query }) =>
      searchKindPage(
        deps,
        query.type === ROOM_BY_WORD_TYPE.anchor ? 'anchor' : 'room',
        query.word,
        {
          page: 1,
          pageSize: 30,
        },
      ),
    );
    route(app, userPageList, async ({ query }) => ({
      ...(await searchKindPage(deps, 'anchor', query.word, query)),
      page: query.page,
      pageSize: query.pageSize,
    }));
  },
  { name: 'search' },
);
