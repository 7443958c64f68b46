import { AlipayCircleOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByThirdCode } from '../../api/auth-api';
import { useFinishSignIn } from './use-sign-in';

const providers = [
  { source: 'wechat', icon: <WechatOutlined />, label: 'login.providers.wechat' },
  { source: 'alipay', icon: <AlipayCircleOutlined />, label: 'login.providers.alipay' },
  { source: 'qq', icon: <QqOutlined />, label: 'login.providers.qq' },
] as const;

/** The server answers whether a provider is configured; until one is, it explains why not. */
export function ThirdPartyLoginPanel() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState<string | null>(null);
  const start = async (source: string) => {
    setBusy(source);
    try {
      finish(await loginByThirdCode('', `${window.location.origin}/gxwlogin`, source));
    } catch {
      // the client has already shown the server's reason
    } finally {
      setBusy(null);
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <span className="login-hint">{t('login.thirdPartyHint')}</span>
      {providers.map((p) => (
        <Button
          key={p.source}
          size="large"
          icon={p.icon}
          loading={busy === p.source}
          onClick={() => start(p.source)}
          block
        >
          {t(p.label)}
        </Button>
      ))}
    </div>
  );
}
