// Typed calls of the live-data host.
import { liveTime } from '../../contract/calls/live';
import { request } from './request';

export const getServerTime = () => request(liveTime);
