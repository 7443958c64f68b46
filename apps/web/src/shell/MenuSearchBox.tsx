import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, pick } from '../i18n';
import { leaves, type MenuEntry } from './menu-data';
import { useOpenEntry } from './use-open-entry';

/** Top-bar search: matches a menu's name or path anywhere in the text. */
export function MenuSearchBox({ entries }: { entries: MenuEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const open = useOpenEntry();
  const [text, setText] = useState('');
  const all = useMemo(() => leaves(entries), [entries]);
  const needle = text.trim().toLowerCase();
  const options = needle
    ? all
        .filter((e) => pick(e.title, lang).toLowerCase().includes(needle) || e.path.toLowerCase().includes(needle))
        .map((e) => ({
          value: e.key,
          label: (
            <span>
              {pick(e.title, lang)} <small className="shell-search-path">{e.path}</small>
            </span>
          ),
        }))
    : [];
  return (
    <AutoComplete
      className="shell-search-box"
      value={text}
      options={options}
      onChange={setText}
      onSelect={(key: string) => {
        const entry = all.find((e) => e.key === key);
        setText('');
        if (entry) open(entry);
      }}
      popupMatchSelectWidth={280}
    >
      <Input
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        allowClear
        aria-label={t('search.placeholder')}
      />
    </AutoComplete>
  );
}
