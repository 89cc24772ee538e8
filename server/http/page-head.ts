// Writing a page's own head into the client's shell (index.html) before the SPA takes over: its title, its
// description and extra tags (Open Graph, canonical, feeds), so crawlers and link previews read the page itself.
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface PageHead {
  /** The whole <title> text, unescaped. */
  title?: string;
  /** The description meta's text, unescaped. */
  description?: string;
  /** Further tags, already escaped HTML, written before the shell's marker. */
  tags?: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The shell with the head written in; `marker` is where the tags go (the runtime config's place). */
export function withHead(html: string, head: PageHead, marker: string) {
  let out = html;
  // Function replacements throughout: a `$` in a title must not be read as a replacement pattern.
  if (head.title !== undefined) {
    const tag = `<title>${escapeHtml(head.title)}</title>`;
    out = TITLE.test(out) ? out.replace(TITLE, () => tag) : out.replace(marker, () => tag + marker);
  }
  if (head.description !== undefined) {
    const tag = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    out = DESCRIPTION.test(out)
      ? out.replace(DESCRIPTION, () => tag)
      : out.replace(marker, () => tag + marker);
  }
  if (head.tags) out = out.replace(marker, () => head.tags + marker);
  return out;
}
