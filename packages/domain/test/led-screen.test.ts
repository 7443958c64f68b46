import { describe, expect, it } from 'vitest';
import { fillLedText, isLedEffect, ledEffect, ledMotion, ledPreview, ledTextCells } from '../src/led-screen';

describe('LED effects of calls.md §9', () => {
  it('offers the catalogue codes and none of the codes it leaves out', () => {
    for (const code of [0, 36, 38, 43, 50, 57, 128, 159]) expect(isLedEffect(code)).toBe(true);
    for (const code of [-1, 37, 44, 49, 58, 127, 160, 2.5]) expect(isLedEffect(code)).toBe(false);
  });

  it('says how each moving effect moves, in its direction', () => {
    expect(ledMotion(ledEffect.fastPrint)).toEqual({ kind: 'print' });
    expect(ledMotion(ledEffect.static)).toEqual({ kind: 'static' });
    expect(ledMotion(ledEffect.moveDown)).toEqual({ kind: 'move', direction: 'down' });
    expect(ledMotion(ledEffect.enterFromLeft)).toEqual({ kind: 'enter', direction: 'left' });
    expect(ledMotion(ledEffect.scrollRight)).toEqual({ kind: 'scroll', direction: 'right' });
    expect(ledMotion(35)).toEqual({ kind: 'transition' });
  });
});

describe('what a screen shows', () => {
  it('fills the placeholders it knows and leaves the others as written', () => {
    expect(fillLedText('{plateNumber} 请缴费 {fee} 元 {unknown}')).toBe('沪A12345 请缴费 12.00 元 {unknown}');
    expect(fillLedText('{parkName}', { parkName: '东门' })).toBe('东门');
  });

  it('counts a Chinese character as two cells', () => {
    expect(ledTextCells('AB12')).toBe(4);
    expect(ledTextCells('欢迎')).toBe(4);
    expect(ledTextCells('沪A12345')).toBe(8);
  });

  it('shows the lines in order, leaves out lines past the screen, and cuts a long line that does not scroll', () => {
    const line = (lineNo: number, content: string, effect: number) => ({
      lineNo,
      content,
      effect,
      speed: 1,
      staySeconds: 3,
    });
    const shown = ledPreview(
      [line(3, '欢迎光临本停车场', ledEffect.static), line(1, '{plateNumber}', 0), line(5, 'x', 0)],
      { lineCount: 4 },
    );
    expect(shown.map((l) => [l.lineNo, l.text, l.cut])).toEqual([
      [1, '沪A12345', false],
      [3, '欢迎光临本停车场', true],
    ]);
    const scrolled = ledPreview([line(1, '欢迎光临本停车场', ledEffect.scrollLeft)], { lineCount: 4 });
    expect(scrolled[0]?.cut).toBe(false);
    expect(shown[1]?.seconds).toBe(3);
  });
});
