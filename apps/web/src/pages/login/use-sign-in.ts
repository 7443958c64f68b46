import { useNavigate, useSearchParams } from 'react-router';
import { type LoginData, signIn } from '../../api/session';

/** After any kind of login: store the session and go where the visitor was heading. */
export function useFinishSignIn(): (data: LoginData) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (data) => {
    signIn(data);
    const redirect = params.get('redirect');
    navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
  };
}
