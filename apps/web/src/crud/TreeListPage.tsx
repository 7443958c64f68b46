import {
  DeleteOutlined,
  DownloadOutlined,
  ExclamationCircleFilled,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type Lang, maxPageSize, permissionCode, type ResourceDef } from '@parking/resources';
import { App, Button } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Query, saveFile } from '../api/client';
import { followExport } from '../pages/reports/exports/follow-export';
import { usePermissions, useUserInfo } from '../shell/shell-queries';
import { buildColumns } from './columns';
import { RefTitle } from './RefTitle';
import { ResourceFormModal } from './ResourceFormModal';
import { RowActionBar } from './RowActionBar';
import { forgetRefOptions, parentOf } from './ref-options';
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
import { reviewActions } from './review-actions';
import type { RowAction } from './row-actions';
import { parentsIn, toTree } from './tree-rows';

type Editing = { mode: 'add' | 'edit' | 'view'; row: Row | null; under?: Row } | null;

type Props = {
  def: ResourceDef;
  /** A page's own actions in each row, laid out with view, edit, add child and delete (see ResourceListPage). */
  rowActions?: RowAction[];
  renderRowActions?: (row: Row, reload: () => void) => ReactNode;
  renderToolbar?: (reload: () => void, selected: Row[]) => ReactNode;
};

/** A tree this small opens fully; a larger one (the 383 menus) shows its top level first. */
const openAllUpTo = 100;

/** A child starts under its parent, and in the parent's own park (or company) where the tree keeps to one. */
function childValues(def: ResourceDef, parent: Row): Record<string, unknown> {
  const parentKey = def.treeParent as string;
  const same = parentOf(def, parentKey);
  return { [parentKey]: parent.id, ...(same ? { [same.key]: parent[same.key] } : {}) };
}

/**
 * The list page of a resource whose rows form a tree (menus, dictionaries, areas): the rows nested under
 * their parents and expandable, parents by name; search, add (at the top or under a row), view, edit, delete
 * and export as on the generic list page.
 */
export default function TreeListPage({ def, rowActions, renderRowActions, renderToolbar }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { message, modal, notification } = App.useApp();
  const { can } = usePermissions();
  const platform = useUserInfo().data?.userInfo?.level === 'platform';
  const parentKey = def.treeParent as string;
  const action = useRef<ActionType>(null);
  const lastQuery = useRef<Query>({});
  const titles = useRef(new Map<Row['id'], string>());
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [exporting, setExporting] = useState(false);
  const [expanded, setExpanded] = useState<readonly Row['id'][]>([]);
  const [allParents, setAllParents] = useState<Row['id'][]>([]);

  const reload = () => action.current?.reload();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  const allowed = {
    add: canAdd(def) && can(permissionCode(def, 'add')),
    edit: canAdd(def) && can(permissionCode(def, 'edit')),
    remove: canRemove(def) && can(permissionCode(def, 'delete')),
    export: canExport(def) && can(permissionCode(def, 'export')),
  };

  const remove = (rows: Row[]) =>
    modal.confirm({
      title: t('crud.deleteTitle'),
      icon: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
      content: t('crud.deleteRows', { count: rows.length }),
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
  const removeRef = useRef(remove);
  removeRef.current = remove;

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

  const columns = useMemo<ProColumns<Row>[]>(() => {
    const fields = buildColumns(def, { lang, yesNo: [t('common.yes'), t('common.no')] }).map((c) =>
      c.key === parentKey
        ? {
            ...c,
            // the parent by its name: from the rows on screen, else fetched
            render: (_: unknown, row: Row) => {
              const id = row[parentKey] as Row['id'] | null;
              if (id == null) return '-';
              return titles.current.get(id) ?? <RefTitle to={def.module} id={id} />;
            },
          }
        : c,
    );
    const offered = (a: RowAction) => (!a.permission || can(a.permission)) && (!a.platformOnly || platform);
    const own = [...reviewActions(def, lang), ...(rowActions ?? [])].filter(offered);
    const builtIn: RowAction[] = [
      ...(canView(def)
        ? [{ key: 'view', label: t('crud.view'), onClick: (row: Row) => setEditing({ mode: 'view', row }) }]
        : []),
      ...(allowed.edit
        ? [{ key: 'edit', label: t('crud.edit'), onClick: (row: Row) => setEditing({ mode: 'edit', row }) }]
        : []),
      ...(allowed.add
        ? [
            {
              key: 'addChild',
              label: t('crud.addChild'),
              onClick: (row: Row) => setEditing({ mode: 'add', row: null, under: row }),
            },
          ]
        : []),
      ...(allowed.remove
        ? [{ key: 'delete', label: t('crud.delete'), danger: true, onClick: (row: Row) => removeRef.current([row]) }]
        : []),
    ];
    const actions: ProColumns<Row> = {
      title: t('crud.actions'),
      key: 'actions',
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => (
        <>
          <RowActionBar
            def={def}
            row={row}
            actions={[...own.filter((a) => a.lead), ...builtIn, ...own.filter((a) => !a.lead)]}
            lang={lang}
            reload={() => reloadRef.current()}
          />
          {renderRowActions?.(row, () => reloadRef.current())}
        </>
      ),
    };
    return [...fields, actions];
  }, [def, lang, t, parentKey, allowed.edit, allowed.add, allowed.remove, rowActions, renderRowActions, can, platform]);

  return (
    <>
      <ProTable<Row>
        rowKey="id"
        actionRef={action}
        headerTitle={def.label[lang]}
        columns={columns}
        dateFormatter="string"
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ name: `${formId(def)}-search` }}
        pagination={false}
        options={{ density: true, fullScreen: true, reload: true, setting: true }}
        rowSelection={allowed.remove ? { onChange: (_, rows) => setSelected(rows), checkStrictly: true } : undefined}
        tableAlertRender={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as Row['id'][]) }}
        request={async (params, sort) => {
          const { current: _c, pageSize: _p, keyword: _keyword, ...filters } = params;
          const order = Object.entries(sort ?? {})
            .filter(([, dir]) => dir)
            .map(([key, dir]) => (dir === 'descend' ? `-${key}` : key))
            .join(',');
          const query: Query = { ...(filters as Query), sort: order || undefined };
          lastQuery.current = query;
          const page = await fetchPage(def, { ...query, current: 1, size: maxPageSize });
          titles.current = new Map(page.data.map((r) => [r.id, String(r[def.titleField] ?? r.id)]));
          const tree = toTree(page.data, parentKey);
          const parents = parentsIn(tree);
          const searching = Object.values(filters).some((v) => v !== undefined && v !== '');
          setAllParents(parents);
          setExpanded(searching || page.data.length <= openAllUpTo ? parents : []);
          message.success({ content: t('crud.fetched'), key: 'crud-fetched', duration: 1 });
          return { data: tree, total: page.total, success: true };
        }}
        toolBarRender={() => [
          renderToolbar && <span key="own">{renderToolbar(reload, selected)}</span>,
          <Button key="expand" icon={<NodeExpandOutlined />} onClick={() => setExpanded(allParents)}>
            {t('crud.expandAll')}
          </Button>,
          <Button key="collapse" icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
            {t('crud.collapseAll')}
          </Button>,
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
          initialValues={editing.under && childValues(def, editing.under)}
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
