import { carApplyResource } from '@parking/resources';
import type { ListExtension } from '../../crud/list-extensions';
import { carApplyActions } from './car-apply-actions';

export const monthlyCarExtensions: Record<string, ListExtension> = {
  [carApplyResource.module]: { rowActions: carApplyActions },
};
