import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SwitchCompanyForm } from './SwitchCompanyForm';

export default function SwitchCompanyPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('pages.switchCompany')} className="page-card" style={{ maxWidth: 480 }}>
      <SwitchCompanyForm />
    </Card>
  );
}
