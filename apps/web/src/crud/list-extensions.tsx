import type { ResourceDef } from '@parking/resources';
import { type ComponentType, lazy, Suspense } from 'react';
import type { Row } from './resource-api';
import type { RowAction } from './row-actions';

export type ListExtensionProps = { def: ResourceDef; reload: () => void; selected: Row[] };

/**
 * What an area adds to the generic list page of one of its resources: buttons in the toolbar, actions in each
 * row. The shell keeps them by resource module (`shell/list-extensions.tsx`).
 */
export type ListExtension = {
  Toolbar?: ComponentType<ListExtensionProps>;
  /** Declared row actions, laid out with the page's own (the first as links, the rest under "more"). */
  rowActions?: RowAction[];
  /** Rows can be selected for the toolbar's buttons. */
  selectable?: boolean;
};

/** Loaded with the page that shows it, never before. */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
