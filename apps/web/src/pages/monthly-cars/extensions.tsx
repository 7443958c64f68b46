import { carApplyResource } from '@parking/resources';
import { type ComponentType, lazy, Suspense } from 'react';
import type { ListExtension } from '../../crud/list-extensions';

function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const monthlyCarExtensions: Record<string, ListExtension> = {
  [carApplyResource.module]: { RowActions: deferred(() => import('./CarApplyActions')) },
};
