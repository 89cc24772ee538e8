// Typed call of breaking news (快讯): the newest unexpired item, for a page opened after the push.
import { newsBreaking } from '../../contract/calls/news-breaking';
import { request } from './request';

/** Kept out of the loading bar: every page reads it behind the scenes. */
export const getLatestBreaking = () => request(newsBreaking, {}, { progress: false });
