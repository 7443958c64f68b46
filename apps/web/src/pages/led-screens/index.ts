import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';

/** The LED settings list, whose rows open the screen editor. */
export const LedSettingPage = lazy(() => loadChunk(() => import('./LedSettingPage')));
