import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from '../../api/auth-api';
import { LoginInput } from './LoginInput';
import { useFields } from './use-fields';
import { useFinishSignIn } from './use-sign-in';

export function AccountLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const { values, errors, set, validate } = useFields({
    username: (v) => (v.trim() ? null : t('login.usernameRequired')),
    password: (v) => (v ? null : t('login.passwordRequired')),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setBusy(true);
    try {
      finish(await loginByPassword(values.username.trim(), values.password));
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <LoginInput
        id="login-username"
        value={values.username}
        onChange={(v) => set('username', v)}
        placeholder={t('login.username')}
        prefix={<UserOutlined />}
        error={errors.username}
        autoComplete="username"
      />
      <LoginInput
        id="login-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        placeholder={t('login.password')}
        prefix={<LockOutlined />}
        error={errors.password}
        password
        autoComplete="current-password"
      />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
