import type { ResourceDef } from '@parking/resources';
import { Button } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './resource-api';
import type { RowAction } from './row-actions';

export type ListExtensionProps = { def: ResourceDef; reload: () => void };
export type RowExtensionProps = ListExtensionProps & { row: Row };

/**
 * What an area adds to the generic list page of one of its resources: buttons in the toolbar, buttons in
 * each row. The shell keeps them by resource module (`shell/list-extensions.tsx`).
 */
export type ListExtension = {
  Toolbar?: ComponentType<ListExtensionProps>;
  RowActions?: ComponentType<RowExtensionProps>;
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

/** Row buttons that each open the area's own dialog for the row (a park's QR codes). */
export function dialogRowActions(actions: RowAction[]): ComponentType<RowExtensionProps> {
  return function DialogRowActions({ def, row }: RowExtensionProps) {
    const { i18n } = useTranslation();
    const lang = i18n.language === 'en' ? 'en' : 'zh';
    const [open, setOpen] = useState<RowAction | null>(null);
    return (
      <>
        {actions
          .filter((a) => !a.shows || a.shows(row))
          .map((a) => (
            <Button key={a.key} type="link" size="small" onClick={() => setOpen(a)}>
              {a.label[lang]}
            </Button>
          ))}
        {open && (
          <Suspense fallback={null}>
            <open.Dialog def={def} row={row} onClose={() => setOpen(null)} />
          </Suspense>
        )}
      </>
    );
  };
}
