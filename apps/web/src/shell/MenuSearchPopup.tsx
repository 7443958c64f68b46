import { Empty, Input, List, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, pick } from '../i18n';
import { leaves, type MenuEntry } from './menu-data';
import { menuIcon } from './menu-icons';
import { useOpenEntry } from './use-open-entry';

/** The search popup: menu entries whose label starts with the text, ignoring case; Esc closes it. */
export default function MenuSearchPopup({ entries, onClose }: { entries: MenuEntry[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const open = useOpenEntry();
  const [text, setText] = useState('');
  const all = useMemo(() => leaves(entries), [entries]);
  const needle = text.trim().toLowerCase();
  const found = all.filter((e) => pick(e.title, lang).toLowerCase().startsWith(needle));
  const choose = (e: MenuEntry) => {
    onClose();
    open(e);
  };
  return (
    <Modal open title={t('search.title')} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <Input
        autoFocus
        size="large"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => found[0] && choose(found[0])}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        placeholder={t('search.popupPlaceholder')}
        aria-label={t('search.popupPlaceholder')}
      />
      <Typography.Text type="secondary" className="shell-search-hint">
        {t('search.escHint')}
      </Typography.Text>
      <div className="shell-search-results">
        {found.length === 0 ? (
          <Empty description={t('search.nothing')} />
        ) : (
          <List
            size="small"
            dataSource={found}
            renderItem={(e) => (
              <List.Item className="shell-search-item" onClick={() => choose(e)}>
                <List.Item.Meta avatar={menuIcon(e.icon)} title={pick(e.title, lang)} description={e.path} />
              </List.Item>
            )}
          />
        )}
      </div>
    </Modal>
  );
}
