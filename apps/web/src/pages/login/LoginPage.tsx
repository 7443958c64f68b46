import { Segmented } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../app/branding';
import { AccountLoginForm } from './AccountLoginForm';
import { FaceLoginPanel } from './FaceLoginPanel';
import { LoginLanguage } from './LoginLanguage';
import './login.css';
import { PhoneLoginForm } from './PhoneLoginForm';
import { ThirdPartyLoginPanel } from './ThirdPartyLoginPanel';

type Way = 'account' | 'phone' | 'third' | 'face';

const panels: Record<Way, () => ReactNode> = {
  account: () => <AccountLoginForm />,
  phone: () => <PhoneLoginForm />,
  third: () => <ThirdPartyLoginPanel />,
  face: () => <FaceLoginPanel />,
};

export default function LoginPage() {
  const { t } = useTranslation();
  const brand = useBranding();
  const [way, setWay] = useState<Way>('account');
  useEffect(() => {
    document.title = `${t('login.title')} - ${brand.title}`;
  }, [t, brand.title]);
  return (
    <div className="login-page">
      <LoginLanguage />
      <div className="login-hero">
        <img src={brand.logo} alt="" className="login-logo" />
        <h1 className="login-hero-title">{brand.title}</h1>
        <p className="login-hero-text">{t('login.heroText')}</p>
      </div>
      <section className="login-card" aria-label={t('login.title')}>
        <h2 className="login-card-title">{t('login.title')}</h2>
        <Segmented<Way>
          block
          value={way}
          onChange={setWay}
          options={[
            { value: 'account', label: t('login.byAccount') },
            { value: 'phone', label: t('login.byPhone') },
            { value: 'third', label: t('login.byThirdParty') },
            { value: 'face', label: t('login.byFace') },
          ]}
        />
        <div className="login-panel">{panels[way]()}</div>
      </section>
      <div className="login-footer">{brand.footer}</div>
    </div>
  );
}
