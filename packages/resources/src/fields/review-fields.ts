import type { ResourceDef } from '../define-resource';
import { examineState } from '../dictionaries/system.dict';
import { datetime, dict, l, text } from './field-builders';
import type { DictField, Field, ReviewPart } from './field-types';

/**
 * The fields of a resource whose rows wait for review (a new area, village or wired-park request): the review
 * state, who reviewed and when, and the reviewer's remark. Only the review call writes them; a resource
 * declaring them gets approve and reject calls and row actions (`<prefix>:examine`). With `approvedWhenAdded`,
 * a row the office adds through a submit is approved by adding it (stamped by saveRow with the adder and the
 * time); only rows that arrive otherwise (self-registered, imported as waiting) wait for review.
 */
export const reviewFields = (opts: { approvedWhenAdded?: boolean } = {}) => ({
  examineState: dict(l('审核状态', 'Review state'), {
    dict: examineState,
    default: 0,
    search: 'eq',
    readOnly: true,
    review: 'state',
    ...(opts.approvedWhenAdded ? { approvedWhenAdded: true } : {}),
  }),
  examineBy: text(l('审核人', 'Reviewer'), { max: 60, readOnly: true, review: 'by', column: { hidden: true } }),
  examineTime: datetime(l('审核时间', 'Reviewed at'), {
    readOnly: true,
    sortable: true,
    review: 'at',
    column: { hidden: true },
  }),
  examineRemark: text(l('审核意见', 'Review remark'), {
    max: 200,
    readOnly: true,
    review: 'remark',
    column: { hidden: true, ellipsis: true },
  }),
});

/** A reviewed resource's review fields by the part each plays. */
export type ReviewOf = {
  state: string;
  by: string;
  at: string;
  remark: string;
  dict: DictField['dict'];
  /** Rows added through a submit are approved by adding them. */
  approvedWhenAdded: boolean;
};

const reviews = new WeakMap<ResourceDef, ReviewOf | null>();

/** The review fields of a resource, or null when its rows are not reviewed. */
export function reviewOf(def: ResourceDef): ReviewOf | null {
  if (reviews.has(def)) return reviews.get(def) ?? null;
  const parts: Partial<Record<ReviewPart, string>> = {};
  for (const [key, f] of Object.entries(def.fields as Record<string, Field>)) if (f.review) parts[f.review] = key;
  const stateField = parts.state ? def.fields[parts.state] : undefined;
  const found =
    parts.state && parts.by && parts.at && parts.remark && stateField?.kind === 'dict'
      ? {
          state: parts.state,
          by: parts.by,
          at: parts.at,
          remark: parts.remark,
          dict: stateField.dict,
          approvedWhenAdded: stateField.approvedWhenAdded === true,
        }
      : null;
  reviews.set(def, found);
  return found;
}

/** The button permission code that guards a resource's review calls. */
export const reviewCode = (def: ResourceDef): string => `${def.permissionPrefix ?? def.module}:examine`;
