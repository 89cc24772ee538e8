// The body of an article an anchor or expert wrote: the news allow-list first, then pictures only from
// this site's uploads (no hot-linked tracking pixels, no third-party hosts in our pages).
import sanitizeHtml from 'sanitize-html';
import type { AppContext } from '../../context';
import { findIssuedUpload } from '../upload/service';
import { sanitizeBody, sanitizeOptions } from './sanitize';

/** Pictures an article may hold: more is a gallery, and each one costs a look-up here. */
const MAX_IMAGES = 50;

const srcsOf = (html: string) => {
  const srcs = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.src) srcs.add(frame.attribs.src);
      return false;
    },
  });
  return srcs;
};

export async function authoredBody(ctx: AppContext, html: string) {
  const clean = sanitizeBody(html);
  const issued = new Set<string>();
  for (const src of [...srcsOf(clean)].slice(0, MAX_IMAGES)) {
    const upload = await findIssuedUpload(ctx, src);
    if (upload && upload.kind === 'image') issued.add(src);
  }
  // The same allow-list again, now also dropping pictures from anywhere else.
  return sanitizeHtml(clean, {
    ...sanitizeOptions,
    exclusiveFilter: (frame) => frame.tag === 'img' && !issued.has(frame.attribs.src ?? ''),
  });
}

/** The words a reader sees, for the summary and the empty check. */
export const bodyText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
