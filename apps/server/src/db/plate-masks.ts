import { stayState } from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';

// Longest plate a column holds (varchar 16): a mask per character position.
const positions = 16;

/**
 * A plate's masks in its park: the plate with one character at a time replaced by `_`, prefixed with the
 * park. Two plates of one length differ in at most one character exactly when they share a mask, so the
 * cars inside one character off a read are found through an index instead of by matching every car inside.
 */
export const plateMasks = (parkId: SQL, plate: SQL): SQL =>
  sql`array_remove(array[${sql.join(
    Array.from(
      { length: positions },
      (_, i) =>
        sql`case when char_length(${plate}) > ${sql.raw(String(i))} then ${parkId}::text || ':' || overlay(${plate} placing '_' from ${sql.raw(String(i + 1))} for 1) end`,
    ),
    sql`, `,
  )}], null)`;

/** The same masks of one plate, made here, for the stays that share one. */
export const masksOf = (parkId: number, plate: string): string[] => {
  const chars = [...plate].slice(0, positions);
  return chars.map((_, i) => `${parkId}:${chars.map((c, j) => (i === j ? '_' : c)).join('')}`);
};

// Written out, not bound: an index over the cars inside is used only where the query says so in these words.
const inside = sql.raw(`state = ${Math.trunc(stayState.values.inside)} and deleted_at is null`);

/** The stays inside whose plate shares a mask with `masks` (a text[]), through the index below. */
export const insideSharingMask = (masks: SQL): SQL =>
  sql`${plateMasks(sql.raw('park_id'), sql.raw('plate_number'))} && ${masks} and ${inside}`;

/** The index of the masks of the cars inside every park, on the stays table. */
export const insideMasksIndex = (table: string) =>
  index(`${table}_inside_plate_masks_idx`)
    .using('gin', plateMasks(sql.raw('park_id'), sql.raw('plate_number')))
    // cars come in all the time: with a pending list, every search would first read all recent arrivals
    .with({ fastupdate: false })
    .where(inside);
