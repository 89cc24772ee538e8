// A drawn page's HTML loads the client's code after the first paint: the entry script and its preloads leave the
// head, and the deferred loader names the entry; a shell without an entry is left alone.
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from '../../server/http/site';

const built = `<!doctype html><html><head><title>球live</title>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/a-1.js">
<link rel="modulepreload" crossorigin href="/assets/b-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-X.css">
</head><body><div id="app">drawn</div></body></html>`;

describe('codeAfterPaint', () => {
  it('moves the entry behind the first paint and drops the preloads', () => {
    const html = codeAfterPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet stays: the drawn page needs it for its first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-X.css">');
    expect(html).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-AbC123.js"></script></body>',
    );
  });

  it('leaves a shell without an entry script as it is', () => {
    const plain = '<html><head></head><body><div id="app"></div></body></html>';
    expect(codeAfterPaint(plain)).toBe(plain);
  });
});
