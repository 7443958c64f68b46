import { defaultScreenCells, type LedLinePreview, type LedMotion, ledColorRgb, ledPreview } from '@parking/domain';
import { ledColor, ledEffect } from '@parking/resources';
import { Tag, Typography } from 'antd';
import { dictLabel } from '../../crud/display';
import { currentLang } from '../../i18n';
import { lw } from './led-text';

export type EditedLine = {
  lineNo?: number;
  content?: string;
  color?: number;
  effect?: number;
  speed?: number;
  staySeconds?: number;
};

const rgbOf = (color: number | undefined) => {
  const key = ledColor.items.find((i) => i.value === color)?.key as keyof typeof ledColorRgb | undefined;
  const [r, g, b] = ledColorRgb[key ?? 'red'];
  return `rgb(${r}, ${g}, ${b})`;
};

function motionText(m: LedMotion): string {
  switch (m.kind) {
    case 'print':
      return lw('print');
    case 'static':
      return lw('still');
    case 'transition':
      return lw('transition');
    default:
      return lw(m.kind, { d: lw(m.direction) });
  }
}

const arrow: Record<string, string> = { up: '↑', down: '↓', left: '←', right: '→' };

/**
 * What the gate's screen will show for the lines being edited: each line in its colour on a dark panel, cut
 * where the screen cuts it, with the effect's name and how the line moves beside it.
 */
export function LedPreview({ lines, lineCount }: { lines: EditedLine[]; lineCount: number }) {
  const lang = currentLang();
  const filled = lines.filter(
    (l): l is Required<EditedLine> => typeof l?.lineNo === 'number' && typeof l.content === 'string',
  );
  const previews = ledPreview(
    filled.map((l) => ({
      lineNo: l.lineNo,
      content: l.content,
      effect: l.effect ?? 0,
      speed: l.speed ?? 1,
      staySeconds: l.staySeconds ?? 0,
    })),
    { lineCount },
  );
  const byNo = new Map<number, { preview: LedLinePreview; line: Required<EditedLine> }>();
  for (const p of previews) {
    const line = filled.find((l) => l.lineNo === p.lineNo);
    if (line && !byNo.has(p.lineNo)) byNo.set(p.lineNo, { preview: p, line });
  }
  const rows = Array.from({ length: lineCount }, (_, i) => i + 1);
  return (
    <div className="led-preview" data-testid="led-preview">
      <Typography.Text type="secondary">
        {lw('previewHint', { lines: lineCount, cells: defaultScreenCells })}
      </Typography.Text>
      <div className="led-preview-layout">
        <div className="led-panel" style={{ width: `${defaultScreenCells + 1}em` }}>
          {rows.map((n) => {
            const shown = byNo.get(n);
            const m = shown?.preview.motion;
            const moving = m && (m.kind === 'scroll' || m.kind === 'move' || m.kind === 'enter');
            return (
              <div key={n} className="led-panel-line" data-line={n}>
                <span
                  className={moving ? `led-text led-${m.kind}-${m.direction}` : 'led-text'}
                  style={{ color: rgbOf(shown?.line.color) }}
                  data-testid={`led-line-${n}`}
                >
                  {shown?.preview.text ?? ''}
                </span>
              </div>
            );
          })}
        </div>
        <ul className="led-preview-notes">
          {rows.map((n) => {
            const shown = byNo.get(n);
            if (!shown) {
              return (
                <li key={n}>
                  {lw('line', { n })}: {lw('empty')}
                </li>
              );
            }
            const { preview, line } = shown;
            const dir = 'direction' in preview.motion ? arrow[preview.motion.direction] : '';
            const effectName = dictLabel(ledEffect, line.effect, lang);
            const motion = motionText(preview.motion);
            return (
              <li key={n} data-testid={`led-note-${n}`}>
                {lw('line', { n })}:{' '}
                <Tag>
                  <span style={{ color: rgbOf(line.color) }}>■</span> {dictLabel(ledColor, line.color, lang)}
                </Tag>
                <span data-testid={`led-effect-${n}`}>{effectName}</span>
                {motion !== effectName && ` · ${motion}`} {dir} ·{' '}
                {lw('seconds', { s: Math.round(preview.seconds * 10) / 10 })}
                {preview.cut && (
                  <Typography.Text type="warning" data-testid={`led-cut-${n}`}>
                    {' · '}
                    {lw('cut')}
                  </Typography.Text>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
