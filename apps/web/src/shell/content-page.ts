import type { RouteObject } from 'react-router';

/** A page inside the shell, opened in its own tab, titled by an i18n key. */
export type ContentPage = { path: string; titleKey: string; element: RouteObject['element'] };
