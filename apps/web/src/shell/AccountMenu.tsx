import { DashboardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { revokeToken } from '../api/auth-api';
import { logOut, useSession } from '../api/session';
import { pick } from '../i18n';
import { useUserInfo } from './shell-queries';

type Props = { onChangePassword: () => void; onSwitchCompany: () => void };

/** The account menu: dashboard, change password, switch company, log out. */
export function AccountMenu({ onChangePassword, onSwitchCompany }: Props) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const info = useUserInfo();
  const user = info.data?.userInfo;
  const name = user?.realName || user?.username || session?.realName || session?.username || '';
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const roles = (info.data?.roleNames ?? []).map((r) => pick(r, lang)).join(lang === 'en' ? ', ' : '、');
  const logout = () =>
    modal.confirm({
      title: t('shell.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logOut(revokeToken);
      },
    });
  return (
    <Dropdown
      menu={{
        items: [
          ...(roles
            ? [
                { key: 'roles', label: <span data-testid="account-roles">{roles}</span>, disabled: true },
                { type: 'divider' as const },
              ]
            : []),
          {
            key: 'dashboard',
            icon: <DashboardOutlined />,
            label: t('shell.dashboard'),
            onClick: () => navigate('/wel/index'),
          },
          { key: 'password', icon: <KeyOutlined />, label: t('pages.changePassword'), onClick: onChangePassword },
          { key: 'company', icon: <SwapOutlined />, label: t('company.title'), onClick: onSwitchCompany },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: logout },
        ],
      }}
    >
      <span className="shell-account" data-testid="account-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="shell-account-name">{name}</span>
        {user?.companyName && <span className="shell-account-company">{user.companyName}</span>}
      </span>
    </Dropdown>
  );
}
