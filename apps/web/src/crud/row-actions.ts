import type { Label, ResourceDef } from '@parking/resources';
import type { ComponentType } from 'react';
import type { Row } from './resource-api';

export type RowDialogProps = { def: ResourceDef; row: Row; onClose: () => void };

/**
 * A further button in a list row, beside view, edit and delete, that an area of the console adds to
 * its resources' list pages: it opens the area's own dialog for the row (a park's QR codes).
 */
export type RowAction = {
  key: string;
  label: Label;
  /** Rows that offer it; every row when absent. */
  shows?: (row: Row) => boolean;
  /** Loaded when first opened, so list pages stay light. */
  Dialog: ComponentType<RowDialogProps>;
};
