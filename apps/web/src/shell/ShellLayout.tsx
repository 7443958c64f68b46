import { BugOutlined, LockOutlined } from '@ant-design/icons';
import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import { App as AntApp, Badge, Button, Tooltip } from 'antd';
import { type CSSProperties, Fragment, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/session';
import { useBranding } from '../app/branding';
import { loadChunk } from '../app/chunk-load';
import { useErrorLog } from '../app/error-log';
import { useTheme } from '../app/theme';
import { type Lang, pick } from '../i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { hasPage, pageTitle } from './content-routes';
import { FullScreenToggle } from './FullScreenToggle';
import { MenuSearchBox } from './MenuSearchBox';
import { findByPath, type MenuEntry } from './menu-data';
import { menuIcon } from './menu-icons';
import { NoticeBell } from './NoticeBell';
import { useActiveTop, useMenuEntries } from './shell-queries';
import './shell.css';
import { SandboxNotice } from './SandboxNotice';
import { TabPanes } from './TabPanes';
import { TabsBar } from './TabsBar';
import { ThemePicker } from './ThemePicker';
import { TopMenuBar } from './TopMenuBar';
import { openTab } from './tabs-store';
import { layoutToken, palettes } from './themes';
import { useOpenEntry } from './use-open-entry';

const LockDialog = lazy(() => loadChunk(() => import('./dialogs/LockDialog')));
const ErrorLogDialog = lazy(() => loadChunk(() => import('./dialogs/ErrorLogDialog')));
const SwitchCompanyDialog = lazy(() => loadChunk(() => import('./dialogs/SwitchCompanyDialog')));
const ChangePasswordDialog = lazy(() => loadChunk(() => import('./dialogs/ChangePasswordDialog')));
const MenuSearchPopup = lazy(() => loadChunk(() => import('./MenuSearchPopup')));

type Dialog = 'lock' | 'errorLog' | 'company' | 'password' | 'search' | null;

function toProMenu(entries: MenuEntry[], lang: Lang): MenuDataItem[] {
  return entries.map((e) => ({
    key: e.path,
    path: e.path,
    name: pick(e.title, lang),
    icon: menuIcon(e.icon),
    entry: e,
    children: e.children.length ? toProMenu(e.children, lang) : undefined,
  }));
}

/** The signed-in console: sidebar from the server's menu, top bar, tabs and the pages inside them. */
export default function ShellLayout() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { theme, color } = useTheme();
  const brand = useBranding();
  const errors = useErrorLog();
  const top = useActiveTop();
  const sidebar = useMenuEntries(top);
  const whole = useMenuEntries(null);
  const open = useOpenEntry();
  const [collapsed, setCollapsed] = useState(window.innerWidth < 992);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reloads, setReloads] = useState<Record<string, number>>({});

  const entry = useMemo(() => findByPath(whole.entries, pathname), [whole.entries, pathname]);
  const title = useMemo(() => entry?.title ?? pageTitle(pathname), [entry, pathname]);

  useEffect(() => {
    if (!session || !whole.settled) return;
    if (!entry && !hasPage(pathname)) {
      navigate('/404', { replace: true });
      return;
    }
    if (entry && !entry.isTab) return;
    openTab({
      path: pathname,
      search,
      title: title ?? { zh: pathname, en: pathname },
      keepAlive: entry?.keepAlive ?? true,
    });
  }, [session, whole.settled, entry, pathname, search, title, navigate]);

  useEffect(() => {
    document.title = title ? `${pick(title, lang)} - ${brand.title}` : brand.title;
  }, [title, lang, brand.title]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setDialog('search');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const route = useMemo(() => ({ path: '/', children: toProMenu(sidebar.entries, lang) }), [sidebar.entries, lang]);
  const close = () => setDialog(null);

  if (!session) {
    return (
      <div className="shell-bare">
        <TabPanes reloads={reloads} />
      </div>
    );
  }

  return (
    <AntApp component={false}>
      <ProLayout
        layout="mix"
        title={brand.shortName}
        logo={brand.logo}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        collapsedButtonRender={false}
        fixSiderbar
        fixedHeader
        siderWidth={220}
        breakpoint="lg"
        token={layoutToken(theme, color)}
        className={`shell-layout${palettes[theme].dark ? ' shell-dark-header' : ''}`}
        style={
          {
            '--shell-header-bg': palettes[theme].headerBg,
            '--shell-header-text': palettes[theme].headerText,
          } as CSSProperties
        }
        data-theme={theme}
        location={{ pathname }}
        route={route}
        menu={{ locale: false, loading: !sidebar.settled }}
        // above the sidebar, seen on every page without taking a top menu's place
        menuExtraRender={({ collapsed: narrow }) =>
          brand.paymentSandbox ? <SandboxNotice autopay={brand.paymentSandbox.autopay} iconOnly={narrow} /> : null
        }
        menuContentRender={(_, menu) => <Fragment key={top ?? 'all'}>{menu}</Fragment>}
        onMenuHeaderClick={() => navigate('/wel/index')}
        menuItemRender={(item, dom) => (
          <a
            href={item.path}
            onClick={(e) => {
              e.preventDefault();
              if (item.entry) open(item.entry as MenuEntry);
            }}
          >
            {dom}
          </a>
        )}
        headerContentRender={() => <TopMenuBar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />}
        actionsRender={() => [
          <MenuSearchBox key="search" entries={whole.entries} />,
          <ThemePicker key="theme" />,
          <Tooltip key="lock" title={t('lock.lock')}>
            <Button type="text" aria-label={t('lock.lock')} icon={<LockOutlined />} onClick={() => setDialog('lock')} />
          </Tooltip>,
          <NoticeBell key="notice" />,
          <FullScreenToggle key="full" />,
          errors.length > 0 ? (
            <Tooltip key="errors" title={t('errorLog.title')}>
              <Button
                type="text"
                aria-label={t('errorLog.title')}
                icon={
                  <Badge count={errors.length} size="small" offset={[4, -2]}>
                    <BugOutlined />
                  </Badge>
                }
                onClick={() => setDialog('errorLog')}
              />
            </Tooltip>
          ) : null,
          <LanguageSwitch key="lang" />,
          <AccountMenu
            key="account"
            onChangePassword={() => setDialog('password')}
            onSwitchCompany={() => setDialog('company')}
          />,
        ]}
        footerRender={() => <footer className="shell-footer">{brand.footer}</footer>}
        pageTitleRender={false}
      >
        <TabsBar
          onRefresh={(p) => setReloads((r) => ({ ...r, [p]: (r[p] ?? 0) + 1 }))}
          onSearch={() => setDialog('search')}
        />
        <main className="shell-content">
          <TabPanes reloads={reloads} />
        </main>
      </ProLayout>
      <Suspense fallback={null}>
        {dialog === 'lock' && <LockDialog onClose={close} />}
        {dialog === 'errorLog' && <ErrorLogDialog onClose={close} />}
        {dialog === 'company' && <SwitchCompanyDialog onClose={close} />}
        {dialog === 'password' && <ChangePasswordDialog onClose={close} />}
        {dialog === 'search' && <MenuSearchPopup entries={whole.entries} onClose={close} />}
      </Suspense>
    </AntApp>
  );
}
