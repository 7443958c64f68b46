import { ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Face sign-in needs a camera terminal paired with the server; none is paired in this release. */
export function FaceLoginPanel() {
  const { t } = useTranslation();
  return (
    <div style={{ textAlign: 'center', paddingTop: 16 }}>
      <ScanOutlined style={{ fontSize: 56, color: '#409EFF' }} />
      <h3>{t('login.faceTitle')}</h3>
      <p className="login-hint">{t('login.faceUnavailable')}</p>
    </div>
  );
}
