import { DeleteOutlined, DownloadOutlined, ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type Lang, permissionCode, type ResourceDef } from '@parking/resources';
import { App, Button } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Query, saveFile } from '../api/client';
import { followExport } from '../pages/reports/exports/follow-export';
import { usePermissions, useUserInfo } from '../shell/shell-queries';
import { buildColumns, hiddenColumns } from './columns';
import type { FormMode } from './form-fields';
import { ResourceFormModal } from './ResourceFormModal';
import { RowActionBar } from './RowActionBar';
import { forgetRefOptions } from './ref-options';
import {
  canAdd,
  canExport,
  canRemove,
  canView,
  exportRows,
  fetchPage,
  formId,
  type Row,
  removeRows,
} from './resource-api';
import './resource-list.css';
import { reviewActions } from './review-actions';
import type { RowAction } from './row-actions';

type Editing = { mode: FormMode; row: Row | null } | null;

type Props = {
  def: ResourceDef;
  /**
   * A page's own actions in each row, declared so the list lays them out (the first as links, the rest under
   * "more"): those marked `lead` before view and edit, the others after them.
   */
  rowActions?: RowAction[];
  /** A page's own buttons in the toolbar (before add), given a way to reload the list and the rows selected. */
  renderToolbar?: (reload: () => void, selected: Row[]) => ReactNode;
  /** Rows can be selected for the toolbar's own buttons (a batch review), not only for batch delete. */
  selectable?: boolean;
  /** A page's own take on some columns, by field key (a plate that opens the car page, a searched select). */
  columnOverrides?: Record<string, Partial<ProColumns<Row>>>;
};

/** The generic list page: search, paged table, add, edit, view, delete and export of any declared resource. */
export default function ResourceListPage({ def, rowActions, renderToolbar, selectable, columnOverrides }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { message, modal, notification } = App.useApp();
  const { can } = usePermissions();
  const userInfo = useUserInfo();
  const user = userInfo.data?.userInfo;
  const platform = user?.level === 'platform';
  const action = useRef<ActionType>(null);
  const lastQuery = useRef<Query>({});
  const paging = useRef({ current: 1, size: 10 });
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [exporting, setExporting] = useState(false);
  const [totalCapped, setTotalCapped] = useState(false);
  // the server answers stored messages in the language asked: a new language asks again
  const listedIn = useRef(lang);
  useEffect(() => {
    if (listedIn.current === lang) return;
    listedIn.current = lang;
    action.current?.reload();
  }, [lang]);

  const reload = () => action.current?.reload();
  const reloadCleared = () => {
    setSelected([]);
    action.current?.clearSelected?.();
    action.current?.reload();
  };
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  const allowed = {
    add: canAdd(def) && can(permissionCode(def, 'add')),
    edit: canAdd(def) && can(permissionCode(def, 'edit')),
    remove: canRemove(def) && can(permissionCode(def, 'delete')),
    export: canExport(def) && can(permissionCode(def, 'export')),
  };

  const remove = (rows: Row[], rowNumber?: number) =>
    modal.confirm({
      title: t('crud.deleteTitle'),
      icon: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
      content: rowNumber ? t('crud.deleteRow', { row: rowNumber }) : t('crud.deleteRows', { count: rows.length }),
      okText: t('common.confirm'),
      okType: 'danger',
      cancelText: t('common.cancel'),
      onOk: async () => {
        await removeRows(
          def,
          rows.map((r) => r.id),
        );
        void forgetRefOptions();
        message.success(t('crud.deleted'));
        setSelected([]);
        action.current?.clearSelected?.();
        action.current?.reload();
      },
    });

  const exportFile = async () => {
    setExporting(true);
    try {
      const answer = await exportRows(def, lastQuery.current);
      if ('background' in answer) followExport(notification, answer);
      else saveFile(answer);
    } catch {
      // the client has already shown why
    } finally {
      setExporting(false);
    }
  };

  const removeRef = useRef(remove);
  removeRef.current = remove;

  const columns = useMemo<ProColumns<Row>[]>(() => {
    const rowNumber = (index: number) => (paging.current.current - 1) * paging.current.size + index + 1;
    const fields = buildColumns(def, { lang, yesNo: [t('common.yes'), t('common.no')] }).map((c) => ({
      ...c,
      ...columnOverrides?.[String(c.key)],
    }));
    const offered = (a: RowAction) => (!a.permission || can(a.permission)) && (!a.platformOnly || platform);
    const own = [...reviewActions(def, lang), ...(rowActions ?? [])].filter(offered);
    const builtIn: RowAction[] = [
      ...(canView(def)
        ? [{ key: 'view', label: t('crud.view'), onClick: (row: Row) => setEditing({ mode: 'view', row }) }]
        : []),
      ...(allowed.edit
        ? [{ key: 'edit', label: t('crud.edit'), onClick: (row: Row) => setEditing({ mode: 'edit', row }) }]
        : []),
    ];
    const lead = own.filter((a) => a.lead);
    const rest = own.filter((a) => !a.lead);
    const actions: ProColumns<Row> = {
      title: t('crud.actions'),
      key: 'actions',
      valueType: 'option',
      fixed: 'right',
      // two links and "more"; a longer label widens it
      width: lang === 'en' ? 150 : 130,
      render: (_, row, index) => {
        // delete asks about the row by its number on the page
        const remove: RowAction[] = allowed.remove
          ? [
              {
                key: 'delete',
                label: t('crud.delete'),
                danger: true,
                onClick: () => removeRef.current([row], rowNumber(index)),
              },
            ]
          : [];
        return (
          <RowActionBar
            def={def}
            row={row}
            actions={[...lead, ...builtIn, ...rest, ...remove]}
            lang={lang}
            reload={() => reloadRef.current()}
          />
        );
      },
    };
    const number: ProColumns<Row> = {
      title: t('crud.rowNumber'),
      key: 'rowNumber',
      width: 40,
      hideInSearch: true,
      render: (_, _row, index) => rowNumber(index),
    };
    return [number, ...fields, actions];
  }, [def, lang, t, allowed.edit, allowed.remove, rowActions, columnOverrides, can, platform]);

  // column settings are kept per user and page; lesser columns start hidden (declared `column.hidden`)
  const columnsState = useMemo(
    () => ({
      persistenceKey: `list-columns:${user?.id ?? 'signed-out'}:${formId(def)}`,
      persistenceType: 'localStorage' as const,
      defaultValue: Object.fromEntries(hiddenColumns(def).map((key) => [key, { show: false }])),
    }),
    [def, user?.id],
  );

  // the column settings are the user's: the table waits to know whose
  if (userInfo.isPending) return null;
  return (
    <>
      <ProTable<Row>
        className="resource-list"
        rowKey="id"
        actionRef={action}
        headerTitle={def.label[lang]}
        columns={columns}
        dateFormatter="string"
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        columnsState={columnsState}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ name: `${formId(def)}-search` }}
        pagination={{
          defaultPageSize: 10,
          showSizeChanger: true,
          ...(totalCapped && {
            showTotal: (total: number, [from, to]: [number, number]) =>
              t('crud.totalMore', { from, to, total: total.toLocaleString() }),
          }),
        }}
        options={{ density: true, fullScreen: true, reload: true, setting: true }}
        rowSelection={allowed.remove || selectable ? { onChange: (_, rows) => setSelected(rows) } : undefined}
        tableAlertRender={false}
        request={async (params, sort) => {
          const { current = 1, pageSize = 10, keyword: _keyword, ...filters } = params;
          const order = Object.entries(sort ?? {})
            .filter(([, dir]) => dir)
            .map(([key, dir]) => (dir === 'descend' ? `-${key}` : key))
            .join(',');
          const query: Query = { ...(filters as Query), sort: order || undefined };
          lastQuery.current = query;
          paging.current = { current, size: pageSize };
          const page = await fetchPage(def, { ...query, current, size: pageSize });
          message.success({ content: t('crud.fetched'), key: 'crud-fetched', duration: 1 });
          setTotalCapped(page.totalCapped === true);
          return { data: page.data, total: page.total, success: true };
        }}
        toolBarRender={() => [
          renderToolbar && <span key="own">{renderToolbar(reloadCleared, selected)}</span>,
          allowed.add && (
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'add', row: null })}
            >
              {t('crud.add')}
            </Button>
          ),
          allowed.remove && (
            <Button
              key="batch"
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => remove(selected)}
            >
              {t('crud.batchDelete')}
            </Button>
          ),
          allowed.export && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportFile}>
              {t('crud.export')}
            </Button>
          ),
        ]}
      />
      {editing && (
        <ResourceFormModal
          def={def}
          mode={editing.mode}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            action.current?.reload();
          }}
        />
      )}
    </>
  );
}
