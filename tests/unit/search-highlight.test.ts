// The search results' highlighting: which pieces of a text are marked for the searched terms.
import { describe, expect, it } from 'vitest';
import { highlightPieces } from '../../src/features/search/highlight';

const marked = (text: string, terms: string[]) =>
  highlightPieces(text, terms)
    .map((p) => (p.hit ? `[${p.text}]` : p.text))
    .join('');

describe('highlightPieces', () => {
  it('marks every occurrence, any case', () => {
    expect(marked('皇马vs巴萨，皇马主场', ['皇马'])).toBe('[皇马]vs巴萨，[皇马]主场');
    expect(marked('NBA常规赛 nba', ['Nba'])).toBe('[NBA]常规赛 [nba]');
  });

  it('marks an alias whole before a shorter term inside it', () => {
    expect(marked('皇家马德里 vs 巴塞罗那', ['皇马', '皇家马德里'])).toBe(
      '[皇家马德里] vs 巴塞罗那',
    );
  });

  it('matches across name separators', () => {
    expect(marked('勒布朗·詹姆斯', ['勒布朗詹姆斯'])).toBe('[勒布朗·詹姆斯]');
  });

  it('treats pattern characters literally and leaves text without terms alone', () => {
    expect(marked('a.b(c)*', ['.b(', '*'])).toBe('a[.b(]c)[*]');
    expect(marked('阿森纳', [])).toBe('阿森纳');
    expect(marked('阿森纳', ['  '])).toBe('阿森纳');
    expect(highlightPieces('', ['x'])).toEqual([]);
  });

  it('keeps the text whole: the pieces join back to it', () => {
    const text = '湖人加时险胜勇士，詹姆斯砍下35分';
    expect(
      highlightPieces(text, ['湖人', '勇士', '詹姆斯'])
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
