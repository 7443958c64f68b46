import type { Label, Lang, ResourceDef } from '@parking/resources';
import type { ComponentType } from 'react';
import type { Row } from './resource-api';

/** What an action's own dialog is given: the row, a way to close, and a way to close and reload the list. */
export type RowDialogProps = { def: ResourceDef; row: Row; onClose: () => void; onDone: () => void };

/** A text in both languages, one already in the console's language, or one made in the language asked. */
export type ActionText = Label | string | ((lang: Lang) => string);

/** A confirmation before a call: its title, an optional remark the operator types, the call itself. */
export type RowConfirm = {
  title: (row: Row) => ActionText;
  /** Asks for a remark (a reason to refuse); a required one must be given. */
  remark?: { label: ActionText; required?: boolean };
  run: (row: Row, remark: string) => Promise<unknown>;
  /** The message once done; a plain "done" when absent. */
  done?: ActionText;
  /** Asked in red (it stops or refuses). */
  danger?: boolean;
};

/**
 * One action in a list row, declared rather than drawn, so that the list lays the actions out: the first
 * one or two as links, the rest under "more". An action either opens a dialog of its own (loaded when first
 * opened), asks for confirmation and calls, or runs a click of the page's own (opening a drawer).
 */
export type RowAction = {
  key: string;
  label: ActionText;
  /** The button permission code it needs; without it, the action is not offered. */
  permission?: string;
  /** Offered to platform users only (the call is the platform's). */
  platformOnly?: boolean;
  /** Rows that offer it; every row when absent. */
  shows?: (row: Row) => boolean;
  /** Shown in red: it removes, stops or refuses. */
  danger?: boolean;
  /** The row's work (renew, release, approve): placed before view and edit, so it shows as a link. */
  lead?: boolean;
} & (
  | { Dialog: ComponentType<RowDialogProps>; confirm?: never; onClick?: never }
  | { confirm: RowConfirm; Dialog?: never; onClick?: never }
  | { onClick: (row: Row, reload: () => void) => void; Dialog?: never; confirm?: never }
);

/** How many of a row's actions show as links before the rest fold under "more". */
export const inlineActions = 2;
