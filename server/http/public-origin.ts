// The site's public origin for absolute links (canonical, og:image, sitemap, RSS): the request's scheme and host.
// Behind configured proxies Fastify reads X-Forwarded-Proto/-Host; a Host header that is not a plain host name
// (or [v6]) with an optional port is not trusted into a link.
import type { FastifyRequest } from 'fastify';

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function publicOrigin(request: FastifyRequest) {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}

/** A path or URL as an absolute URL on the origin; an absolute http(s) URL stays as it is, anything else is ''. */
export function absoluteUrl(origin: string, pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')) return `${origin}${pathOrUrl}`;
  return '';
}
