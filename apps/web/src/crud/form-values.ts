import { allFields, type Field, type ResourceDef } from '@parking/resources';
import { fenToYuan, moneyText, yuanToFen } from './money';

export type FormMode = 'add' | 'edit' | 'view';

/** Fields a form offers: on add and edit the writable ones, on view everything but secrets. */
export function formFieldEntries(def: ResourceDef, mode: FormMode): [string, Field][] {
  return Object.entries(allFields(def)).filter(([, f]) =>
    mode === 'view' ? !f.secret : f.form !== false && !f.readOnly,
  );
}

/** Defaults of a new row, as declared (money in yuan, as the form edits it). */
export function defaultValues(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, 'add')) {
    if ('default' in f && f.default !== undefined)
      out[key] = f.kind === 'money' ? fenToYuan(f.default as number) : f.default;
  }
  return out;
}

/** A stored row as the form edits it: money in yuan, shown as ¥ text when only viewed. */
export function toFormValues(def: ResourceDef, row: Record<string, unknown>, mode: FormMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, mode)) {
    const v = row[key];
    if (v === null || v === undefined) out[key] = v;
    else if (f.kind === 'json' && typeof v !== 'string') out[key] = JSON.stringify(v, null, 2);
    else if (f.kind === 'money') out[key] = mode === 'view' ? moneyText(Number(v)) : fenToYuan(Number(v));
    else out[key] = v;
  }
  return out;
}

/** The body of submit: money in fen, cleared fields become null on update, a blank secret keeps the stored one. */
export function toSubmitBody(
  def: ResourceDef,
  values: Record<string, unknown>,
  mode: 'add' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, mode)) {
    let v = values[key];
    if (f.secret && (v === undefined || v === '')) continue;
    if (v === undefined || v === '') v = f.kind === 'text' && v === '' ? '' : undefined;
    if (v === undefined) {
      if (mode === 'edit') body[key] = null;
      continue;
    }
    if (f.kind === 'json' && typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        // kept as text: the server says what is wrong with it
      }
    }
    // an amount finer than a fen goes as typed, for the server to refuse
    if (f.kind === 'money' && v !== null) v = yuanToFen(v) ?? v;
    body[key] = v;
  }
  return body;
}
