// Typed call for the navigation menus (type 0: the recommend layout's side menu).
import type { CallInput } from '../../contract/call';
import { navList } from '../../contract/calls/nav';
import { request } from './request';

export const getNavList = (input?: CallInput<typeof navList>) => request(navList, input);
