import { ledConfigResource, permissionCode, type ResourceDef } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { RowAction } from '../../crud/row-actions';
import { lwLabel } from './led-text';

const LedScreenDialog = lazy(() => loadChunk(() => import('./LedScreenDialog')));

const actions: RowAction[] = [
  {
    key: 'lines',
    label: lwLabel('editLines'),
    permission: permissionCode(ledConfigResource, 'edit'),
    lead: true,
    Dialog: LedScreenDialog,
  },
];

/** The gate screens' settings, each row's lines edited with a preview of the screen. */
export default function LedSettingPage({ def }: { def: ResourceDef }) {
  return <ResourceListPage def={def} rowActions={actions} />;
}
