import { type BigScreenTile, bigScreenFigures, bigScreenGridMax } from '@parking/resources';
import { badRequest } from '../../../platform/errors';

const figureNames = Object.keys(bigScreenFigures);

const refuse = (path: string, zh: string, en: string): never => {
  throw badRequest({ zh: `图块(${path}): ${zh}`, en: `Tiles(${path}): ${en}` });
};

const cell = (v: unknown, path: string, min: number, max: number): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    refuse(path, `应为 ${min} 到 ${max} 的整数`, `must be a whole number from ${min} to ${max}`);
  }
  return v as number;
};

/** The tiles as sent: an array, or the JSON text of one (the generic form's text box). */
function tileList(raw: unknown): unknown[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      refuse('tiles', '不是有效的 JSON', 'is not valid JSON');
    }
  }
  if (!Array.isArray(value)) return refuse('tiles', '应为图块数组', 'must be a list of tiles');
  if (value.length === 0) refuse('tiles', '至少需要一个图块', 'needs at least one tile');
  if (value.length > bigScreenGridMax.columns * bigScreenGridMax.rows) refuse('tiles', '图块过多', 'too many tiles');
  return value;
}

/**
 * The tiles of a layout checked against its grid: each names a known figure and lies inside the grid of
 * `columns` by `rows` cells, and no two tiles share a cell. Answers the tiles as stored (only their known keys).
 */
export function checkedTiles(raw: unknown, columns: number, rows: number): BigScreenTile[] {
  const taken = new Map<string, number>();
  return tileList(raw).map((t, i) => {
    const at = `tiles[${i}]`;
    if (typeof t !== 'object' || t === null) return refuse(at, '应为对象', 'must be an object');
    const tile = t as Record<string, unknown>;
    if (typeof tile.figure !== 'string' || !figureNames.includes(tile.figure)) {
      refuse(
        `${at}.figure`,
        `未知的指标，可选：${figureNames.join(', ')}`,
        `unknown figure, known ones: ${figureNames.join(', ')}`,
      );
    }
    const x = cell(tile.x, `${at}.x`, 0, columns - 1);
    const y = cell(tile.y, `${at}.y`, 0, rows - 1);
    const w = cell(tile.w ?? 1, `${at}.w`, 1, columns - x);
    const h = cell(tile.h ?? 1, `${at}.h`, 1, rows - y);
    for (let c = x; c < x + w; c++) {
      for (let r = y; r < y + h; r++) {
        const other = taken.get(`${c},${r}`);
        if (other !== undefined) {
          refuse(at, `与 tiles[${other}] 重叠`, `overlaps tiles[${other}]`);
        }
        taken.set(`${c},${r}`, i);
      }
    }
    return { figure: tile.figure as BigScreenTile['figure'], x, y, w, h };
  });
}
