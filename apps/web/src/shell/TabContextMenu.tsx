import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TabMenuAt = { x: number; y: number; path: string };

type Props = { at: TabMenuAt; onCloseOthers: (path: string) => void; onCloseAll: () => void; onDismiss: () => void };

/** The right-click menu of a tab; it goes away on Esc or a press anywhere else. */
export function TabContextMenu({ at, onCloseOthers, onCloseAll, onDismiss }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const away = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onDismiss();
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onDismiss();
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', esc);
    window.addEventListener('blur', onDismiss);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', esc);
      window.removeEventListener('blur', onDismiss);
    };
  }, [onDismiss]);
  const act = (action: () => void) => () => {
    onDismiss();
    action();
  };
  return (
    <div ref={ref} className="shell-tab-menu" role="menu" style={{ left: at.x, top: at.y }}>
      <button type="button" role="menuitem" onClick={act(() => onCloseOthers(at.path))}>
        {t('tabs.closeOthers')}
      </button>
      <button type="button" role="menuitem" onClick={act(onCloseAll)}>
        {t('tabs.closeAll')}
      </button>
    </div>
  );
}
