// Covers' text: lines cut to the room they have (an SVG image cannot wrap), captions taken from titles.
import { describe, expect, it } from 'vitest';
import { captionOf } from '../../server/modules/art/article-cover-svg';
import { fitLine, textLine, widthOf, wrapLines } from '../../server/modules/art/cover-text';

describe('cover text', () => {
  it('wraps a long Chinese title into at most two lines that fit, ending the second with …', () => {
    const title = '湖人加时险胜勇士詹姆斯砍下三十五分并送出十二次助攻创造赛季新高纪录';
    const lines = wrapLines(title, 19, 292, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(widthOf(line, 19)).toBeLessThanOrEqual(292);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.join('').replace('…', '')).toBe(title.slice(0, lines.join('').length - 1));
  });

  it('leaves a short line whole and keeps a number from being split across lines', () => {
    expect(wrapLines('申花 2-1 海港', 19, 292, 2)).toEqual(['申花 2-1 海港']);
    const lines = wrapLines('一二三四五六七八九十一二 2026', 19, 250, 2);
    expect(lines).toEqual(['一二三四五六七八九十一二', '2026']);
  });

  it('cuts one line with an ellipsis only when it does not fit', () => {
    expect(fitLine('曼彻斯特城', 15, 112)).toBe('曼彻斯特城');
    const cut = fitLine('中国男子篮球职业联赛常规赛', 12, 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(widthOf(cut, 12)).toBeLessThanOrEqual(100);
  });

  it('squeezes a line near its room with textLength, so a wider font still cannot overflow', () => {
    expect(textLine('短', { x: 0, y: 0, size: 19, max: 292 }, { fill: '#fff' })).not.toContain(
      'textLength',
    );
    expect(
      textLine(
        '十五个汉字十五个汉字十五个字',
        { x: 0, y: 0, size: 19, max: 292 },
        { fill: '#fff' },
      ),
    ).toContain('textLength="266" lengthAdjust="spacingAndGlyphs"');
  });

  it('takes a short kicker before the colon and the headline up to its first comma', () => {
    expect(captionOf('战报：申花 2-1 海港，德比逆转')).toEqual({
      kicker: '战报',
      caption: '申花 2-1 海港',
    });
    expect(captionOf('湖人加时险胜勇士，詹姆斯砍下35分')).toEqual({
      kicker: '',
      caption: '湖人加时险胜勇士',
    });
    // A comma too early would leave too little: the whole headline stays.
    expect(captionOf('官宣，梅西续约')).toEqual({ kicker: '', caption: '官宣，梅西续约' });
  });
});
