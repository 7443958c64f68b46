import { fromGbk } from '../protocols/gbk';
import { readSerialData } from '../protocols/led-frame-reader';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const bodyOf = (payload: unknown): Record<string, unknown> => {
  const p = isRecord(payload) ? payload.payload : undefined;
  return isRecord(p) && isRecord(p.body) ? p.body : {};
};

function plateOf(payload: unknown): string {
  const p = isRecord(payload) ? payload.payload : undefined;
  const container = isRecord(p) && isRecord(p.body) && 'AlarmInfoPlate' in p.body ? p.body : p;
  const result = isRecord(container) ? (container.AlarmInfoPlate as { result?: { PlateResult?: unknown } }) : undefined;
  const r = result?.result?.PlateResult;
  if (!isRecord(r) || typeof r.license !== 'string') return '?';
  const plate = fromGbk(new Uint8Array(Buffer.from(r.license, 'base64')));
  return `${plate} · plateid ${String(r.plateid)}${r.isoffline ? ' · offline' : ''}`;
}

function framesOf(body: Record<string, unknown>): string {
  const lines: string[] = [];
  const voice: string[] = [];
  let bad = 0;
  for (const f of readSerialData(body)) {
    if (!f.ok) bad++;
    else if (f.kind === 'text') lines.push(f.text);
    else if (f.kind === 'voice') voice.push(f.text);
  }
  return [lines.join(' | '), voice.length ? `voice: ${voice.join(' ')}` : '', bad ? `${bad} bad frame(s)` : '']
    .filter(Boolean)
    .join(' · ');
}

/** A message in a line, the same in both languages (plates, screen text, codes, times). */
export function describePayload(way: 'up' | 'down' | 'reply', name: string, payload: unknown): string {
  if (typeof payload === 'string') return payload.slice(0, 80);
  if (way === 'reply') {
    const code = isRecord(payload) ? payload.code : undefined;
    const error = bodyOf(payload).error;
    return `code ${String(code ?? '?')}${typeof error === 'string' ? ` · ${error}` : ''} · id ${isRecord(payload) ? String(payload.id) : '?'}`;
  }
  const body = bodyOf(payload);
  switch (name) {
    case 'ivs_result':
      return plateOf(payload);
    case 'gpio_out':
      return `io ${String(body.io)} · value ${String(body.value)} · ${String(body.delay)} ms`;
    case 'serial_data':
      return framesOf(body);
    case 'white_list_operator': {
      const rec = body.dldb_rec;
      const plates = (Array.isArray(rec) ? rec : rec ? [rec] : []).map((r) => (isRecord(r) ? r.plate : '')).join(', ');
      return `${String(body.operator_type)} ${plates || String(body.plate ?? '')}`.trim();
    }
    case 'set_time':
      return `${String(body.year)}-${String(body.month)}-${String(body.day)} ${String(body.hour)}:${String(body.min)}:${String(body.sec)}`;
    default:
      return '';
  }
}
