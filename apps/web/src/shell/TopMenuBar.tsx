import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Lang, pick } from '../i18n';
import { firstLeaf, toEntries } from './menu-data';
import { menuIcon } from './menu-icons';
import { activeTopStore, menuQuery, useActiveTop, useMenuEntries, useTopMenus } from './shell-queries';
import { useOpenEntry } from './use-open-entry';

type Props = { collapsed: boolean; onToggle: () => void };

/** Collapse toggle and the top menus; choosing one fills the sidebar with its routes and opens the first. */
export function TopMenuBar({ collapsed, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const tops = useTopMenus();
  const active = useActiveTop();
  const { roles, seesAll } = useMenuEntries(null);
  const queryClient = useQueryClient();
  const open = useOpenEntry();

  const choose = async (key: string) => {
    const top = key === 'all' ? null : (tops.data?.find((m) => String(m.topId ?? m.id) === key)?.topId ?? key);
    activeTopStore.set(top);
    const menus = await queryClient.fetchQuery(menuQuery(top));
    const first = firstLeaf(toEntries(menus, roles, seesAll));
    if (first) open(first);
  };

  const items = [...(tops.data ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((m) => ({
      key: String(m.topId ?? m.id),
      icon: menuIcon(m.icon),
      label: pick({ zh: m.name, en: m.nameEn || m.name }, lang),
    }));

  return (
    <div className="shell-header-left">
      <Button
        type="text"
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      {items.length > 0 && (
        <Menu
          className="shell-top-menu"
          mode="horizontal"
          selectedKeys={[active === null ? 'all' : String(active)]}
          onClick={({ key }) => void choose(key)}
          items={[{ key: 'all', label: t('shell.allMenus') }, ...items]}
        />
      )}
    </div>
  );
}
