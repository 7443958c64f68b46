import type { ResourceDef } from '@parking/resources';
import type { ComponentType } from 'react';
import { carListExtensions } from '../pages/car-lists/extensions';
import { monthlyCarExtensions } from '../pages/monthly-cars/extensions';
import type { Row } from './resource-api';

export type ListExtensionProps = { def: ResourceDef; reload: () => void };
export type RowExtensionProps = ListExtensionProps & { row: Row };

/** What a resource's list page shows beside the generic buttons: more toolbar buttons, more row actions. */
export type ListExtension = {
  Toolbar?: ComponentType<ListExtensionProps>;
  RowActions?: ComponentType<RowExtensionProps>;
};

/** By resource module; each area's pages contribute their own. */
const extensions: Record<string, ListExtension> = { ...carListExtensions, ...monthlyCarExtensions };

export const listExtensionOf = (module: string): ListExtension | undefined => extensions[module];
