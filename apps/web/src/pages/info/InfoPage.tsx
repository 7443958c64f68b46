import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shell/shell-queries';
import { ChangePasswordForm } from '../user/ChangePasswordForm';

/** /info/index: the signed-in user's own account. */
export default function InfoPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const user = info.data?.userInfo;
  return (
    <>
      <Card title={t('pages.info')} className="page-card" loading={info.isLoading}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('info.username')}>{user?.username}</Descriptions.Item>
          <Descriptions.Item label={t('info.realName')}>{user?.realName}</Descriptions.Item>
          <Descriptions.Item label={t('info.company')}>
            {user?.companyName || t('dashboard.platform')}
          </Descriptions.Item>
          <Descriptions.Item label={t('info.roles')}>
            {info.data?.roles.map((r) => (
              <Tag key={r}>{r}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('pages.changePassword')} className="page-card">
        <ChangePasswordForm />
      </Card>
    </>
  );
}
