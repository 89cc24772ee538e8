// Typed calls for adverts, banners and posters by place.
import type { CallInput } from '../../contract/call';
import { advertList, bannerList, posterCateList } from '../../contract/calls/advert';
import { request } from './request';

export const getAdverts = (input: CallInput<typeof advertList>) => request(advertList, input);
export const getPosters = (input: CallInput<typeof posterCateList>) =>
  request(posterCateList, input);
export const getBanners = (input?: CallInput<typeof bannerList>) => request(bannerList, input);
