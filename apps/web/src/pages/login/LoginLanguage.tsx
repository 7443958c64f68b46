import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '../../i18n';

/** The sign-in screen's language choice; the language in use is disabled. */
export function LoginLanguage() {
  const { i18n, t } = useTranslation();
  return (
    <nav className="login-lang" aria-label={t('shell.language')}>
      {languages.map((l) => (
        <button key={l.lang} type="button" disabled={l.lang === i18n.language} onClick={() => setLanguage(l.lang)}>
          {l.label}
        </button>
      ))}
    </nav>
  );
}
