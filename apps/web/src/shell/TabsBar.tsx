import { CloseOutlined, DownOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type Lang, pick } from '../i18n';
import { TabContextMenu, type TabMenuAt } from './TabContextMenu';
import { closeAllTabs, closeOtherTabs, closeTab, homeTab, tabHref, useTabs } from './tabs-store';

type Props = { onRefresh: (path: string) => void; onSearch: () => void };

/** Open pages as tabs: right-click closes others or all; the first tab stays. */
export function TabsBar({ onRefresh, onSearch }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const tabs = useTabs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [spinning, setSpinning] = useState(false);

  const close = (path: string) => {
    const next = closeTab(path);
    if (next && path === pathname) navigate(tabHref(next));
  };
  const closeOthers = (path: string) => {
    closeOtherTabs(path);
    const tab = tabs.find((x) => x.path === path);
    if (tab && path !== pathname) navigate(tabHref(tab));
  };
  const closeAll = () => {
    closeAllTabs();
    navigate(tabHref(homeTab));
  };
  const [menuAt, setMenuAt] = useState<TabMenuAt | null>(null);
  const dismiss = useCallback(() => setMenuAt(null), []);
  const closeItems: MenuProps['items'] = [
    { key: 'others', label: t('tabs.closeOthers') },
    { key: 'all', label: t('tabs.closeAll') },
  ];
  const refresh = () => {
    setSpinning(true);
    setTimeout(() => setSpinning(false), 1000);
    onRefresh(pathname);
  };

  return (
    <nav
      className="shell-tabs"
      aria-label={t('tabs.label')}
      onContextMenu={(e) => {
        const tab = (e.target as HTMLElement).closest('[data-node-key]');
        const path = tab?.getAttribute('data-node-key');
        if (!path) return;
        e.preventDefault();
        setMenuAt({ x: e.clientX, y: e.clientY, path });
      }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        onTabClick={(key) => {
          // compared with the address itself: a click right after a navigation may precede the re-render
          const tab = tabs.find((x) => x.path === key);
          if (tab && tab.path !== window.location.pathname) navigate(tabHref(tab));
        }}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        items={tabs.map((tab, i) => ({
          key: tab.path,
          closable: i > 0,
          closeIcon: <CloseOutlined aria-label={t('tabs.close')} />,
          label: <span className="shell-tab-label">{pick(tab.title, lang)}</span>,
        }))}
        tabBarExtraContent={
          <div className="shell-tabs-extra">
            <Tooltip title={t('tabs.refresh')}>
              <Button
                type="text"
                size="small"
                aria-label={t('tabs.refresh')}
                icon={<ReloadOutlined spin={spinning} />}
                onClick={refresh}
              />
            </Tooltip>
            <Tooltip title={t('search.open')}>
              <Button
                type="text"
                size="small"
                aria-label={t('search.open')}
                icon={<SearchOutlined />}
                onClick={onSearch}
              />
            </Tooltip>
            <Dropdown
              menu={{ items: closeItems, onClick: ({ key }) => (key === 'all' ? closeAll() : closeOthers(pathname)) }}
            >
              <Button type="text" size="small" aria-label={t('tabs.more')} icon={<DownOutlined />} />
            </Dropdown>
          </div>
        }
      />
      {menuAt && <TabContextMenu at={menuAt} onCloseOthers={closeOthers} onCloseAll={closeAll} onDismiss={dismiss} />}
    </nav>
  );
}
