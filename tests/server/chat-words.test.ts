// The operator's sensitive-word commands (npm run operator -- words …) and the filter they feed: an added word is
// starred out of the next message, a removed one passes again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperator } from '../../server/cli/operator-commands';
import { maskWords } from '../../server/modules/chat/words';
import { newRoom, newViewer, say } from './chat-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function operator(...args: string[]) {
  const lines: string[] = [];
  const code = await runOperator(args, t.app.ctx, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe(`sensitive words (${testEngine()})`, () => {
  it('adds, lists and removes words, and the chat filter follows at once', async () => {
    const { room } = await newRoom(t.database.db);
    const [first, second] = [await newViewer(t.database.db), await newViewer(t.database.db)];
    expect(await operator('words', 'list')).toEqual({ code: 0, out: '没有敏感词。' });
    expect(await operator('words', 'add', '刷单')).toEqual({
      code: 0,
      out: '已添加敏感词「刷单」。',
    });
    expect((await operator('words', 'add', '刷单')).code).toBe(1);
    await operator('words', 'add', '代充');
    expect(await operator('words', 'list')).toEqual({ code: 0, out: '代充\n刷单' });
    const masked = await say(t.app, first, { roomId: room.id, content: '专业刷单代充' });
    expect(masked.json().data.content).toBe('专业****');
    expect(await operator('words', 'remove', '刷单')).toEqual({
      code: 0,
      out: '已删除敏感词「刷单」。',
    });
    expect((await operator('words', 'remove', '刷单')).code).toBe(1);
    const passed = await say(t.app, second, { roomId: room.id, content: '专业刷单代充' });
    expect(passed.json().data.content).toBe('专业刷单**');
  });

  it('refuses a words command without an action or a word', async () => {
    expect((await operator('words')).code).toBe(2);
    expect((await operator('words', 'add')).code).toBe(2);
    expect((await operator('words', 'drop', '刷单')).code).toBe(2);
  });

  it('stars whole words, longest first, whatever their case, counting characters not bytes', () => {
    expect(
      maskWords(
        '赌球代理找我',
        ['赌球', '赌球代理'].sort((a, b) => b.length - a.length),
      ),
    ).toBe('****找我');
    expect(maskWords('加VX吧', ['vx'])).toBe('加**吧');
    expect(maskWords('a.b*c', ['.b*'])).toBe('a***c');
    expect(maskWords('没有敏感词', [])).toBe('没有敏感词');
  });
});
