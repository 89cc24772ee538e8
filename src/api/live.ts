// Typed calls of the live-data host.
import { liveTime } from '../../contract/calls/live';
import { request } from './request';

// Re-measured every minute in the background: not a load the visitor waits for, so no progress bar.
export const getServerTime = () => request(liveTime, undefined, { progress: false });
