// Typed calls of search: the hot words of the search panel.
import { searchHotWords } from '../../contract/calls/search';
import { request } from './request';

export const getHotWords = () => request(searchHotWords);
