import { describe, expect, it } from 'vitest';
import { readStoredMessage, storedMessage, storedMessageIn } from '../src';

/** Texts of every kind a message may hold: quotes, backslashes, line breaks, NUL, emoji, both scripts. */
const samples = ['成功', 'success', 'a "quoted" \\ path', '第一行\n第二行', 'nul\u0000here', '🚗 车牌 沪A12345', ''];

describe('messages stored in both languages', () => {
  it('read back as written, in either language', () => {
    for (const zh of samples) {
      for (const en of samples) {
        const stored = storedMessage({ zh, en }, 2000);
        expect(readStoredMessage(stored)).toEqual({ zh, en });
        expect(storedMessageIn(stored, 'en')).toBe(en || zh);
        expect(storedMessageIn(stored, 'zh')).toBe(zh || en);
      }
    }
  });

  it('never outgrow their column, cutting the longer language first, and stay one message', () => {
    for (let max = 20; max <= 400; max += 13) {
      const stored = storedMessage({ zh: '超'.repeat(300), en: 'long "text" '.repeat(30) }, max);
      expect(stored.length).toBeLessThanOrEqual(max);
      const m = readStoredMessage(stored);
      expect(m).not.toBeNull();
      expect('超'.repeat(300).startsWith(m?.zh ?? 'x')).toBe(true);
    }
  });

  it('show older plain text as it was written', () => {
    expect(readStoredMessage('success')).toBeNull();
    expect(storedMessageIn('success', 'zh')).toBe('success');
    expect(storedMessageIn('{not json', 'en')).toBe('{not json');
    expect(storedMessageIn(null, 'zh')).toBeNull();
  });
});
