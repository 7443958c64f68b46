import { carApplyResource } from '@parking/resources';
import { deferred, type ListExtension } from '../../crud/list-extensions';

export const monthlyCarExtensions: Record<string, ListExtension> = {
  [carApplyResource.module]: { RowActions: deferred(() => import('./CarApplyActions')) },
};
