import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { allFields, type Field, resources } from '@parking/resources';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Rules of the code that keep the typed identity of resources from eroding; each names the file and
// line that breaks it.

const repo = resolve(import.meta.dirname, '../../..');
const serverSrc = join(repo, 'apps/server/src');
const webSrc = join(repo, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true, kind);
    parsed.set(path, file);
  }
  return file;
}

function visit(file: ts.SourceFile, fn: (node: ts.Node) => void) {
  const walk = (node: ts.Node) => {
    fn(node);
    ts.forEachChild(node, walk);
  };
  walk(file);
}

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(repo, file.fileName)}:${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`;
};

/** The server files a file imports, by relative specifier (type-only imports count: they tie files too). */
function importsOf(path: string): string[] {
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = resolve(dirname(path), fileName);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    if (target) found.push(target);
  }
  return found;
}

/** Circles in the import graph (Tarjan's strongly connected components of more than one file, or a self-import). */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const strong = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || graph.get(v)?.includes(v)) cycles.push(part.map((p) => relative(serverSrc, p)).sort());
    }
  };
  for (const f of files) if (!index.has(f)) strong(f);
  return cycles;
}

const server = sourceFiles(serverSrc);
const console_ = sourceFiles(webSrc);

describe('the server is layered', () => {
  it('has no circle in its import graph', () => {
    expect(importCycles(server)).toEqual([]);
  });

  it('keeps the platform, the engine and the database layer free of business modules', () => {
    const wrong = server
      .filter((f) => /^(platform|crud|db)\//.test(relative(serverSrc, f)))
      .flatMap((f) =>
        importsOf(f)
          .filter((i) => relative(serverSrc, i).startsWith('modules/'))
          .map((i) => `${relative(serverSrc, f)} → ${relative(serverSrc, i)}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe('resources are known by their declarations', () => {
  it('never names a table or a hook by its module string', () => {
    const wrong: string[] = [];
    for (const f of server) {
      visit(parse(f), (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
        if (!['tableOf', 'engineTableOf', 'registerHooks', 'hooksOf'].includes(node.expression.text)) return;
        const [first] = node.arguments;
        if (first && (ts.isStringLiteralLike(first) || ts.isTemplateExpression(first))) wrong.push(where(node));
      });
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Names of fields that hold a numeric dictionary's values in every declaration that has them (a name that is a
 * plain number somewhere, like an API log's HTTP status, is left out).
 */
function dictionaryFieldNames(): Set<string> {
  const dict = new Set<string>();
  const plain = new Set<string>();
  for (const def of resources) {
    for (const [key, field] of Object.entries(allFields(def) as Record<string, Field>)) {
      if (field.kind === 'dict' && typeof field.dict.items[0]?.value === 'number') dict.add(key);
      else if (field.kind !== 'dict') plain.add(key);
    }
  }
  return new Set([...dict].filter((k) => !plain.has(k)));
}

const isNumber = (node: ts.Node | undefined): boolean =>
  !!node &&
  (ts.isNumericLiteral(node) ||
    (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) ||
    (ts.isArrayLiteralExpression(node) && node.elements.length > 0 && node.elements.every(isNumber)));

/** Bare numbers where a dictionary's named value belongs: compared with, or given to, a dictionary field. */
function bareDictionaryNumbers(files: string[]): string[] {
  const names = dictionaryFieldNames();
  const isDictField = (node: ts.Node | undefined): boolean => {
    if (!node) return false;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return isDictField(node.expression);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Number')
      return isDictField(node.arguments[0]);
    if (ts.isPropertyAccessExpression(node)) return names.has(node.name.text);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
      return names.has(node.argumentExpression.text);
    return false;
  };
  const equality = new Set([
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
  ]);
  const wrong: string[] = [];
  for (const f of files) {
    visit(parse(f), (node) => {
      if (ts.isBinaryExpression(node) && equality.has(node.operatorToken.kind)) {
        if ((isDictField(node.left) && isNumber(node.right)) || (isDictField(node.right) && isNumber(node.left)))
          wrong.push(where(node));
      } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (['eq', 'ne', 'inArray', 'notInArray'].includes(node.expression.text)) {
          const [column, value] = node.arguments;
          if (isDictField(column) && isNumber(value)) wrong.push(where(node));
        }
      } else if (ts.isPropertyAssignment(node) && isNumber(node.initializer)) {
        const key = node.name;
        if ((ts.isIdentifier(key) || ts.isStringLiteral(key)) && names.has(key.text)) wrong.push(where(node));
      } else if (ts.isCaseClause(node) && isNumber(node.expression)) {
        const switched = node.parent.parent;
        if (ts.isSwitchStatement(switched) && isDictField(switched.expression)) wrong.push(where(node));
      }
    });
  }
  return wrong;
}

describe('states and kinds are named by their dictionaries', () => {
  it('the server writes no state or kind as a bare number', () => {
    expect(bareDictionaryNumbers(server)).toEqual([]);
  });

  it('the console writes no state or kind as a bare number', () => {
    expect(bareDictionaryNumbers(console_)).toEqual([]);
  });

  it('would notice one (the rule itself is checked on a sample)', () => {
    const sample = join(repo, 'apps/server/test/support/bare-number-sample.ts.txt');
    const file = ts.createSourceFile(
      sample,
      'const a = row.state === 3;\nwhere(eq(t.payWay, 9));\nconst b = { parkKind: 10 };\nconst ok = row.state === stayState.values.left;\n',
      ts.ScriptTarget.ES2022,
      true,
    );
    parsed.set(sample, file);
    expect(bareDictionaryNumbers([sample]).map((w) => w.slice(w.indexOf(': ') + 2))).toEqual([
      'row.state === 3',
      'eq(t.payWay, 9)',
      'parkKind: 10',
    ]);
  });
});
