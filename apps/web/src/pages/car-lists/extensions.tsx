import { type ComponentType, lazy, Suspense } from 'react';
import type { ListExtension } from '../../crud/list-extensions';

/** Loaded with the page that shows it, never before. */
function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const carListExtensions: Record<string, ListExtension> = {
  parkBlackList: { Toolbar: deferred(() => import('./BlackListToolbar')) },
  parkWhiteNew: { RowActions: deferred(() => import('./WhiteListReview')) },
  'plat/managebook': { RowActions: deferred(() => import('./ManageBookReview')) },
};
