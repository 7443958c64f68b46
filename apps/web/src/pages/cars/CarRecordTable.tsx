import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { Lang, ResourceDef } from '@parking/resources';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildColumns } from '../../crud/columns';
import type { Row } from '../../crud/resource-api';
import { type RecordLink, useRecordDrawers } from '../traffic/record-drawers';
import { cw } from './car-text';

/** Fields the car page does not repeat: the plate is the page's, the company the user's. */
const repeated = new Set(['plateNumber', 'companyId', 'parkId']);
const keepNone: string[] = [];

/**
 * One kind of the car's records as a table, its columns from the resource's declaration; each row opens
 * its own detail in the page's drawer.
 */
export function CarRecordTable({
  id,
  def,
  rows,
  detail,
  keep = keepNone,
}: {
  id: string;
  def: ResourceDef;
  rows: Row[];
  detail: (row: Row) => RecordLink;
  /** Fields shown although the car page usually leaves them out. */
  keep?: string[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const drawers = useRecordDrawers();
  const columns = useMemo<ProColumns<Row>[]>(() => {
    const fields = buildColumns(def, { lang, yesNo: [t('common.yes'), t('common.no')] })
      .filter((c) => !c.hideInTable && (!repeated.has(String(c.key)) || keep.includes(String(c.key))))
      // the rows are all here: no search, and no sorting by the server
      .map((c) => ({ ...c, hideInSearch: true, sorter: false }));
    return [
      { title: cw('park'), dataIndex: 'parkName', key: 'parkName', ellipsis: true },
      ...fields,
      {
        title: cw('actions'),
        key: 'open',
        valueType: 'option',
        fixed: 'right',
        width: 72,
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => drawers.open(detail(row))}>
            {cw('view')}
          </Button>
        ),
      },
    ];
  }, [def, lang, t, drawers, detail, keep]);
  return (
    <div id={id}>
      <ProTable<Row>
        rowKey="id"
        size="small"
        search={false}
        options={false}
        toolBarRender={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 10 ? { defaultPageSize: 10, showSizeChanger: false } : false}
      />
    </div>
  );
}
