import { type Message, printableText, textCharacterProblem } from '@parking/domain';

/** How deep a request's JSON may nest: far beyond any call of the console, short of what can hurt. */
export const maxInputDepth = 32;

export type InputProblem = { field: string; rule: Message };

const rules = {
  nul: { zh: '不能包含空字符(NUL)', en: 'must not contain a NUL character' },
  control: { zh: '不能包含控制字符', en: 'must not contain control characters' },
  lineBreak: { zh: '不能包含换行', en: 'must not contain line breaks' },
  depth: { zh: `嵌套不能超过 ${maxInputDepth} 层`, en: `must not nest deeper than ${maxInputDepth} levels` },
} satisfies Record<string, Message>;

function textProblem(text: string, singleLine: boolean): Message | null {
  const problem = textCharacterProblem(text, singleLine);
  return problem ? rules[problem] : null;
}

/**
 * The first thing in a request's query or body that no call of the product can take: text the database
 * cannot store (NUL) or that only smuggles (control characters; line breaks in a query, where every value is
 * one line), or nesting deeper than `maxInputDepth`. Checked for every route before its own validation.
 */
export function inputProblem(value: unknown, where: 'query' | 'body'): InputProblem | null {
  const walk = (v: unknown, path: string, depth: number): InputProblem | null => {
    if (typeof v === 'string') {
      const rule = textProblem(v, where === 'query');
      return rule ? { field: path || where, rule } : null;
    }
    if (v === null || typeof v !== 'object') return null;
    if (depth >= maxInputDepth) return { field: path || where, rule: rules.depth };
    const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
    for (const [key, item] of entries) {
      const keyRule = textProblem(key, true);
      const at = path ? `${path}.${printableText(key)}` : printableText(key);
      if (keyRule) return { field: at, rule: keyRule };
      const found = walk(item, at, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, '', 0);
}
