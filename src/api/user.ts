// Typed calls of the user module.
import { userCenterInfo } from '../../contract/calls/user';
import { request } from './request';

export const getUserInfo = () => request(userCenterInfo);
