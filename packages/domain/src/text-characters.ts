/**
 * Characters no text of the product holds: NUL (PostgreSQL cannot store it), the other C0 controls and DEL
 * (they only smuggle: header injection, hidden text), and, in a one-line value, line breaks. Checked by code
 * point rather than by a regular expression so the ranges stay readable.
 */
export type TextCharacterProblem = 'nul' | 'control' | 'lineBreak';

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const del = 0x7f;

export function textCharacterProblem(text: string, singleLine: boolean): TextCharacterProblem | null {
  let found: TextCharacterProblem | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c !== del) continue;
    if (c === 0) return 'nul';
    if (c === tab) continue;
    if (c === lineFeed || c === carriageReturn) {
      if (singleLine) found ??= 'lineBreak';
      continue;
    }
    found = 'control';
  }
  return found;
}

/** NUL replaced by U+FFFD and every other control or line break by `?`, for text that must be written anyway (logs). */
export function storableText(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0) continue;
    out += `${text.slice(from, i)}\uFFFD`;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A name fit for a message: every control character or line break shown as `?`. */
export function printableText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 0x20 || c === del ? '?' : text[i];
  }
  return out;
}
