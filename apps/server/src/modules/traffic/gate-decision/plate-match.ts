/** Plates one character apart, same length: a camera misread of one character. */
export function oneCharApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i] && ++diff > 1) return false;
  return diff === 1;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE patterns matching every plate that differs from `plate` in at most one character position. */
export const oneCharPatterns = (plate: string): string[] => {
  const chars = [...plate];
  return chars.map((_, i) => chars.map((c, j) => (i === j ? '_' : likeEscape(c))).join(''));
};
