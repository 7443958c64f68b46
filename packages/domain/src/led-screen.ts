/**
 * LED screen display effects, by the codes of the call catalogue (calls.md §9): the controller's
 * entering (ETM) and leaving (EXM) effect bytes take these values.
 */
export const ledEffect = {
  fastPrint: 0,
  random: 1,
  static: 2,
  moveUp: 3,
  moveDown: 4,
  moveLeft: 5,
  moveRight: 6,
  enterFromTop: 7,
  enterFromBottom: 8,
  enterFromLeft: 9,
  enterFromRight: 10,
  zoomIn: 34,
  mosaic: 35,
  gradient: 36,
  scrollUp: 50,
  scrollDown: 51,
  scrollLeft: 52,
  scrollRight: 53,
} as const;

export type LedEffectName = keyof typeof ledEffect;

/** The effects the catalogue names only as a family, by their first and last code. */
export const ledEffectFamilies = {
  laser: [11, 14],
  curtain: [15, 18],
  cornerCover: [19, 22],
  boxAndCrossCurtain: [23, 27],
  blinds: [28, 29],
  closeAndSplit: [30, 33],
  boxWipeShrinkStretch: [38, 43],
  cover: [54, 57],
  threeD: [128, 159],
} as const;

// Codes 37, 44-49 and 58-127 are not offered by the catalogue.
const shown: readonly (readonly [number, number])[] = [
  [0, 36],
  [38, 43],
  [50, 57],
  [128, 159],
];

export const isLedEffect = (code: number): boolean =>
  Number.isInteger(code) && shown.some(([first, last]) => code >= first && code <= last);

export type LedDirection = 'up' | 'down' | 'left' | 'right';

/**
 * How a line moves on the screen, as far as a preview can show it: typed out, still, moved once in a
 * direction, moved in from a side, scrolled without end, or one of the controller's transitions.
 */
export type LedMotion =
  | { kind: 'print' }
  | { kind: 'static' }
  | { kind: 'move'; direction: LedDirection }
  | { kind: 'enter'; direction: LedDirection }
  | { kind: 'scroll'; direction: LedDirection }
  | { kind: 'transition' };

const directions: LedDirection[] = ['up', 'down', 'left', 'right'];

export function ledMotion(code: number): LedMotion {
  if (code === ledEffect.fastPrint) return { kind: 'print' };
  if (code === ledEffect.static) return { kind: 'static' };
  const at = (first: number) => directions[code - first] as LedDirection;
  if (code >= ledEffect.moveUp && code <= ledEffect.moveRight) return { kind: 'move', direction: at(ledEffect.moveUp) };
  if (code >= ledEffect.enterFromTop && code <= ledEffect.enterFromRight)
    return { kind: 'enter', direction: at(ledEffect.enterFromTop) };
  if (code >= ledEffect.scrollUp && code <= ledEffect.scrollRight)
    return { kind: 'scroll', direction: at(ledEffect.scrollUp) };
  return { kind: 'transition' };
}

/** Text colours of the common controllers, by name, as red, green and blue. */
export const ledColorRgb = {
  red: [0xff, 0x00, 0x00],
  green: [0x00, 0xff, 0x00],
  yellow: [0xff, 0xff, 0x00],
  blue: [0x00, 0x00, 0xff],
  white: [0xff, 0xff, 0xff],
} as const satisfies Record<string, readonly [number, number, number]>;

export type LedColorName = keyof typeof ledColorRgb;

/**
 * What the gate puts in a line's `{name}` when it shows it; the preview shows these examples in their
 * place. A name not listed stays as written.
 */
export const ledPlaceholderExamples: Readonly<Record<string, string>> = {
  plateNumber: '沪A12345',
  parkName: '阳光花园停车场',
  freeStalls: '37',
  fee: '12.00',
  duration: '2小时15分',
  carType: '临时车',
  date: '2026-11-28',
  time: '08:30',
};

export const fillLedText = (text: string, values: Readonly<Record<string, string>> = ledPlaceholderExamples) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Width of a text in the screen's half-width cells: a Chinese character or full-width sign takes two. */
export function ledTextCells(text: string): number {
  let cells = 0;
  for (const ch of text) cells += (ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return cells;
}

export type LedLineInput = { lineNo: number; content: string; effect: number; speed: number; staySeconds: number };

export type LedLinePreview = {
  lineNo: number;
  /** The text with its placeholders filled by the examples. */
  text: string;
  cells: number;
  /** Wider than the screen while the effect does not scroll: the screen cuts it. */
  cut: boolean;
  motion: LedMotion;
  /** Seconds the line takes to come in and stay, at the controller's speed (1 fastest). */
  seconds: number;
};

/** Half-width cells of a common 64-pixel-wide gate screen in its 16x16 font. */
export const defaultScreenCells = 8;

/**
 * What a screen of `widthCells` shows for its lines, in line order: lines past the screen's
 * `lineCount` are left out, as the controller leaves them.
 */
export function ledPreview(
  lines: readonly LedLineInput[],
  screen: { lineCount: number; widthCells?: number },
  values?: Readonly<Record<string, string>>,
): LedLinePreview[] {
  const width = screen.widthCells ?? defaultScreenCells;
  return [...lines]
    .filter((l) => l.lineNo >= 1 && l.lineNo <= screen.lineCount)
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => {
      const text = fillLedText(l.content, values);
      const cells = ledTextCells(text);
      const motion = ledMotion(l.effect);
      return {
        lineNo: l.lineNo,
        text,
        cells,
        cut: cells > width && motion.kind !== 'scroll',
        motion,
        seconds: l.staySeconds + (motion.kind === 'static' ? 0 : (l.speed * cells) / 16),
      };
    });
}
