import { DownOutlined } from '@ant-design/icons';
import type { Lang, ResourceDef } from '@parking/resources';
import { App, Button, Dropdown, Input } from 'antd';
import { Suspense, useState } from 'react';
import type { Row } from './resource-api';
import { actionText, inLang } from './row-action-text';
import { inlineActions, type RowAction } from './row-actions';

type Props = { def: ResourceDef; row: Row; actions: RowAction[]; reload: () => void; lang: Lang };

/**
 * A row's actions laid out compactly: the first ones as links, the rest under "more". Each action opens its
 * dialog, asks for confirmation (and a remark) before its call, or runs its click.
 */
export function RowActionBar({ def, row, actions, reload, lang }: Props) {
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState<RowAction | null>(null);
  const shown = actions.filter((a) => !a.shows || a.shows(row));
  if (shown.length === 0) return null;
  const inline = shown.slice(0, inlineActions);
  const folded = shown.slice(inlineActions);

  const confirm = (a: RowAction & { confirm: NonNullable<RowAction['confirm']> }) => {
    const c = a.confirm;
    const remarkLabel = c.remark && inLang(c.remark.label, lang);
    let remark = '';
    modal.confirm({
      title: inLang(c.title(row), lang),
      content: c.remark && (
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder={remarkLabel}
          aria-label={remarkLabel}
          onChange={(e) => {
            remark = e.target.value;
          }}
        />
      ),
      okButtonProps: a.danger || c.danger ? { danger: true } : undefined,
      onOk: async () => {
        if (c.remark?.required && !remark.trim()) {
          message.warning(actionText('remarkRequired', lang, { label: remarkLabel ?? '' }));
          throw new Error('remark required');
        }
        await c.run(row, remark.trim());
        message.success(c.done ? inLang(c.done, lang) : actionText('done', lang));
        reload();
      },
    });
  };

  const run = (a: RowAction) => {
    if (a.Dialog) setOpen(a);
    else if (a.confirm) confirm(a as RowAction & { confirm: NonNullable<RowAction['confirm']> });
    else a.onClick?.(row, reload);
  };

  return (
    <span className="row-actions" style={{ whiteSpace: 'nowrap' }}>
      {inline.map((a) => (
        <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => run(a)}>
          {inLang(a.label, lang)}
        </Button>
      ))}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map((a) => ({ key: a.key, label: inLang(a.label, lang), danger: a.danger })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              const a = folded.find((x) => x.key === key);
              if (a) run(a);
            },
          }}
        >
          <Button type="link" size="small" className="row-actions-more">
            {actionText('more', lang)}
            <DownOutlined className="row-actions-more-icon" />
          </Button>
        </Dropdown>
      )}
      {open?.Dialog && (
        <Suspense fallback={null}>
          <open.Dialog
            def={def}
            row={row}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
