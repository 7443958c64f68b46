import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('pages.changePassword')} className="page-card">
      <ChangePasswordForm />
    </Card>
  );
}
