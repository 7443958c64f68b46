import { describe, expect, it } from 'vitest';
import {
  fenToYuanText,
  isNoPlate,
  normalizePlate,
  phoneProblem,
  plateProblem,
  toChineseAmount,
  yuanTextToFen,
} from '../src';

describe('phone rules of the console', () => {
  it('checks emptiness, then length, then format, with the spec messages', () => {
    expect(phoneProblem('')?.en).toBe('phone number cannot be empty');
    expect(phoneProblem('1380013800')?.en).toBe('phone number length is not 11 digits');
    expect(phoneProblem('12800138000')?.en).toBe('format incorrect');
    expect(phoneProblem('13800138000')).toBeNull();
  });
});

describe('plates', () => {
  it('accepts ordinary, new-energy and special plates, normalised', () => {
    for (const p of ['沪A12345', '粤BD12345', '粤B12345F', '京A1234学', ' 浙a·12345 ', '无牌车']) {
      expect(plateProblem(p), p).toBeNull();
    }
    expect(normalizePlate(' 浙a·12345 ')).toBe('浙A12345');
    expect(isNoPlate(' 无牌车 ')).toBe(true);
  });
  it('refuses what is not a plate', () => {
    for (const p of ['', 'ABC', '沪I12345', '沪A1234567', '12345', '沪AB12345', '粤B1234DF', '无牌'])
      expect(plateProblem(p), p).not.toBeNull();
  });
});

describe('money in fen', () => {
  it('converts yuan text both ways without floating error', () => {
    for (let fen = -1000; fen <= 100_000; fen += 37) expect(yuanTextToFen(fenToYuanText(fen))).toBe(fen);
    expect(yuanTextToFen('0.1')).toBe(10);
    expect(yuanTextToFen('1.234')).toBeNull();
  });
});

describe('capital Chinese amounts', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10.5, '壹拾元伍角'],
    [100.01, '壹佰元零壹分'],
    [1005, '壹仟零伍元整'],
    [10000, '壹万元整'],
    [100010, '壹拾万零壹拾元整'],
    [123456789.12, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [-3, '负叁元整'],
  ])('%s reads %s', (yuan, text) => {
    expect(toChineseAmount(yuan)).toBe(text);
  });
  it('refuses amounts of 1e15 and above', () => {
    expect(() => toChineseAmount(1e15)).toThrow(RangeError);
  });
});
