import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Lang, languages, setLanguage } from '.';

/** Language menu; the language in use is shown disabled. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useTranslation();
  return (
    <Dropdown
      menu={{
        items: languages.map((l) => ({ key: l.lang, label: l.label, disabled: l.lang === i18n.language })),
        onClick: ({ key }) => setLanguage(key as Lang),
      }}
    >
      <Button type="text" className={className} icon={<TranslationOutlined />} aria-label={t('shell.language')}>
        {languages.find((l) => l.lang === i18n.language)?.label}
      </Button>
    </Dropdown>
  );
}
