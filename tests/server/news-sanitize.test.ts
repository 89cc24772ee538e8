// Article bodies against a small XSS corpus: formatting and pictures stay, anything that can run goes.
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../../server/modules/news/service';

const attacks = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="java&#x09;script:alert(1)">点我</a>',
  '<a href=" javascript:alert(1)">点我</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=a></form>',
  '<object data="javascript:alert(1)"></object>',
  '<p onclick="alert(1)">点</p>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="//evil.example/x.png">',
];

describe('article body sanitiser', () => {
  it.each(attacks)('%s: nothing runnable survives', (html) => {
    const clean = sanitizeBody(html);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<object|<form|<style|<body/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/src="\/\//);
  });

  it('keeps the formatting an editor writes', () => {
    const html =
      '<h2>上半场</h2><p><strong>武磊</strong>第<em>23</em>分钟破门。</p><ul><li>射门 12</li></ul>' +
      '<blockquote>主教练：我们配得上胜利。</blockquote><img src="/upload/a.png" alt="进球瞬间">' +
      '<a href="https://www.example.com/x" target="_blank">原文</a>';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>上半场</h2>');
    expect(clean).toContain('<strong>武磊</strong>');
    expect(clean).toContain('<img src="/upload/a.png" alt="进球瞬间" />');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('<blockquote>主教练：我们配得上胜利。</blockquote>');
  });
});
