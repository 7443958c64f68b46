import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu entry whose page is not part of this release yet. */
export default function UnbuiltPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('errors.unbuiltTitle')} subTitle={t('errors.unbuiltText')} />;
}
