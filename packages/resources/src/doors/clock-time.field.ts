import { l, text } from '../fields/field-builders';

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time of day as HH:mm, in the operator's zone: door windows, shift hours. */
export const clockTime = <const O extends { required?: true }>(zh: string, en: string, o: O = {} as O) =>
  text(l(zh, en), {
    max: 5,
    pattern: hhmm,
    patternRule: l('应为 HH:mm，如 09:00', 'must be HH:mm, e.g. 09:00'),
    ...o,
  });
