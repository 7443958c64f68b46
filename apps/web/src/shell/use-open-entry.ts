import { useNavigate } from 'react-router';
import type { MenuEntry } from './menu-data';

/** Opens a menu entry: in its tab, or in a new window when its query asks for a target. */
export function useOpenEntry(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  return (entry) => {
    if (entry.newWindow) {
      window.open(entry.external ?? entry.path + entry.search, '_blank', 'noopener');
      return;
    }
    navigate(entry.path + entry.search);
  };
}
