import { allFields, resources } from '@parking/resources';
import { describe, expect, it } from 'vitest';
import { displayValue } from '../../src/crud/display';
import { toFormValues, toSubmitBody } from '../../src/crud/form-values';

/** Every declared resource with an amount, found from the declarations: a new one is covered by itself. */
const withMoney = resources
  .map((def) => ({ def, keys: Object.entries(allFields(def)).filter(([, f]) => f.kind === 'money') }))
  .filter((r) => r.keys.length > 0);

describe('money fields are yuan on screen, fen in storage', () => {
  it('finds the resources with money fields', () => {
    expect(withMoney.map((r) => r.def.module)).toEqual(
      expect.arrayContaining(['parkMonth', 'parkIORecord', 'parkorder']),
    );
  });

  for (const { def, keys } of withMoney) {
    describe(def.module, () => {
      const stored = Object.fromEntries(keys.map(([key]) => [key, 12345]));

      it('lists and shows 12345 fen as ¥123.45, under a label without fen', () => {
        for (const [key, field] of keys) {
          expect(displayValue(field, 12345, 'zh', ['是', '否']), key).toBe('¥123.45');
          expect(`${field.label.zh} ${field.label.en}`, key).not.toMatch(/分\)|分\/|\bfen\b/);
        }
        const viewed = toFormValues(def, stored, 'view');
        for (const [key] of keys) expect(viewed[key], key).toBe('¥123.45');
      });

      it('edits in yuan: a row loads as 123.45 and 123.45 typed is sent as 12345 fen', () => {
        for (const mode of ['add', 'edit'] as const) {
          const editable = keys.filter(([key]) => key in toFormValues(def, stored, mode));
          const loaded = toFormValues(def, stored, mode);
          for (const [key] of editable) expect(loaded[key], key).toBe(123.45);
          const body = toSubmitBody(def, loaded, mode);
          for (const [key] of editable) expect(body[key], key).toBe(12345);
          const finer = toSubmitBody(def, Object.fromEntries(editable.map(([k]) => [k, 3.456])), mode);
          for (const [key] of editable) expect(finer[key], `${key}: not rounded behind the user's back`).toBe(3.456);
        }
      });
    });
  }
});
