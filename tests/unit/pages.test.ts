// The shared page route table: matching, param rules, layouts, and the client router kept in step with it.
import { describe, expect, it } from 'vitest';
import { layoutOf, matchPage, type PageName, pageRoutes, routerPathOf } from '../../contract/pages';
import { turn } from '../../src/features/home/banner-carousel';
import { titleFor } from '../../src/layouts/shell';
import { pageRouteObjects, router } from '../../src/router';
import { messageOf, PageError, statusOf } from '../../src/routes/error-page';

describe('matchPage', () => {
  it('finds pages, static segments before params', () => {
    expect(matchPage('/')?.name).toBe('home');
    expect(matchPage('/about/agreement')?.name).toBe('aboutAgreement');
    expect(matchPage('/about/10003')).toMatchObject({
      name: 'about',
      params: { id: '10003' },
      valid: true,
    });
    expect(matchPage('/about')).toMatchObject({
      name: 'about',
      params: { id: undefined },
      valid: true,
    });
    expect(matchPage('/about/live/4')).toMatchObject({ name: 'anchorHelp', valid: true });
    expect(matchPage('/about/live')?.name).toBe('anchorHelp');
    expect(matchPage('/live/manual/')?.name).toBe('liveManual');
  });

  it('marks params that break their rule as invalid', () => {
    expect(matchPage('/about/99999')).toMatchObject({ name: 'about', valid: false });
    expect(matchPage('/about/abc')).toMatchObject({ name: 'about', valid: false });
    expect(matchPage('/about/live/7')).toMatchObject({ name: 'anchorHelp', valid: false });
  });

  it('returns null when no page has the path', () => {
    expect(matchPage('/no/such/page')).toBeNull();
    expect(matchPage('/about/10001/extra')).toBeNull();
    expect(matchPage('/app/x')).toBeNull();
  });
});

describe('layouts', () => {
  it('gives an unknown layout name the default layout', () => {
    expect(layoutOf('recommend')).toBe('recommend');
    expect(layoutOf('sidebar-xl')).toBe('default');
    expect(layoutOf('')).toBe('default');
  });

  it('has the spec notation turned into the router notation', () => {
    expect(routerPathOf('/about/{id?}')).toBe('/about/{-$id}');
    expect(routerPathOf('/news/{id}')).toBe('/news/$id');
    expect(routerPathOf('/app')).toBe('/app');
  });
});

describe('client route table', () => {
  it('registers every contract page at its path under its layout', () => {
    expect(router.routesById).toBeDefined();
    for (const [name, route] of Object.entries(pageRouteObjects)) {
      const contract = pageRoutes[name as PageName];
      expect(route.fullPath, name).toBe(routerPathOf(contract.path));
      expect(route.parentRoute.id, name).toBe(`/layout-${contract.layout}`);
    }
  });

  it('titles tabs from the table', () => {
    expect(titleFor('/')).toBe('球live - 免费高清足球篮球直播');
    expect(titleFor('/app')).toBe('APP下载 - 球live');
    expect(titleFor('/nowhere')).toBe('球live - 免费高清足球篮球直播');
  });
});

describe('error page helpers', () => {
  it('uses the error status, 500 by default, and the message', () => {
    expect(statusOf(new PageError(404, 'This page could not be found'))).toBe(404);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf({ status: 403, message: 'no' })).toBe(403);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf(null)).toBe('服务器开小差了，请稍后再试');
  });
});

describe('banner carousel', () => {
  it('turns forward and back with wrap-around', () => {
    expect(turn(0, 4, 1)).toBe(1);
    expect(turn(3, 4, 1)).toBe(0);
    expect(turn(0, 4, -1)).toBe(3);
    expect(turn(0, 0, 1)).toBe(0);
  });
});
