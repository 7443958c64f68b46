import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  prefix: ReactNode;
  error?: string;
  password?: boolean;
  autoComplete?: string;
  maxLength?: number;
  suffix?: ReactNode;
};

/** One input of the sign-in forms with its message underneath. */
export function LoginInput({
  id,
  value,
  onChange,
  placeholder,
  prefix,
  error,
  password,
  autoComplete,
  maxLength,
  suffix,
}: Props) {
  const common = {
    id,
    value,
    size: 'large' as const,
    placeholder,
    prefix,
    autoComplete,
    maxLength,
    status: error ? ('error' as const) : undefined,
    'aria-label': placeholder,
    'aria-invalid': !!error,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
  };
  return (
    <div className="login-field">
      <div className="login-field-row">
        {password ? <Password {...common} /> : <Input {...common} />}
        {suffix}
      </div>
      <div className="login-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
