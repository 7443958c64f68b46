import { randomBytes } from 'node:crypto';

/** Order and refund numbers: a prefix, the UTC time to the second and random hex, unique and sortable by time. */
export const newNumber = (prefix: string, at = new Date()): string =>
  `${prefix}${at.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(5).toString('hex').toUpperCase()}`;
