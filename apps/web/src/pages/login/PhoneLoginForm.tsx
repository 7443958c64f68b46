import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { phoneProblem } from '@parking/domain';
import { Button } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPhoneCode, sendSmsCode } from '../../api/auth-api';
import { toast } from '../../app/feedback';
import { pick } from '../../i18n';
import { LoginInput } from './LoginInput';
import { useFields } from './use-fields';
import { useFinishSignIn } from './use-sign-in';

const resendSeconds = 60;

export function PhoneLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const { values, errors, set, validate } = useFields({
    phone: (v) => {
      const problem = phoneProblem(v);
      return problem ? pick(problem) : null;
    },
    code: (v) => (v.trim() ? null : t('login.codeRequired')),
  });

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const sendCode = async () => {
    if (!validate(['phone'])) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(values.phone);
      toast()?.success(t('login.codeSent'));
      setLeft(sent?.resendAfterSeconds || resendSeconds);
    } catch {
      // the client has already shown why
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setBusy(true);
    try {
      finish(await loginByPhoneCode(values.phone, values.code.trim()));
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <LoginInput
        id="login-phone"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        placeholder={t('login.phone')}
        prefix={<MobileOutlined />}
        error={errors.phone}
        maxLength={11}
        autoComplete="tel"
      />
      <LoginInput
        id="login-code"
        value={values.code}
        onChange={(v) => set('code', v)}
        placeholder={t('login.code')}
        prefix={<SafetyOutlined />}
        error={errors.code}
        maxLength={6}
        autoComplete="one-time-code"
        suffix={
          <Button size="large" onClick={sendCode} disabled={left > 0} loading={sending} className="login-send-code">
            {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
          </Button>
        }
      />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
