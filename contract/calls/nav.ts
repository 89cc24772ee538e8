// The navigation list call (spec §7 /api/nav/list): the recommend layout's side menu is type 0 (spec §2).
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';

export const navList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/nav/list',
  summary: '导航菜单分组（type 0：推荐中心侧边菜单）',
  tag: 'nav',
  auth: 'none',
  query: z.object({
    type: int().pipe(z.number().min(0).max(32767)).default(0).describe('菜单类型，默认 0'),
  }),
  response: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      icon: z.string().describe('图标名，由客户端映射'),
      children: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
    }),
  ),
});
