import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { saveFile } from '../../../api/client';
import { formatDateTime } from '../../../crud/display';
import { deleteExports, downloadExport, type ExportRow, exportState, listExports } from './export-api';
import { ew, sizeText } from './export-text';

const stateTags: Record<ExportRow['state'], { color: string; word: 'running' | 'finished' | 'failedState' }> = {
  1: { color: 'processing', word: 'running' },
  2: { color: 'success', word: 'finished' },
  3: { color: 'error', word: 'failedState' },
};

/** The caller's background exports: how far each has come, its file to download, and delete. */
export default function MyExportsPage() {
  const { message } = App.useApp();
  const action = useRef<ActionType>(null);
  const [anyRunning, setAnyRunning] = useState(false);

  const save = async (row: ExportRow) => {
    try {
      saveFile(await downloadExport(row));
    } catch {
      // the client has already shown why
    }
  };
  const remove = async (row: ExportRow) => {
    await deleteExports([row.id]);
    message.success(ew('deleted'));
    action.current?.reload();
  };

  const columns: ProColumns<ExportRow>[] = [
    { title: ew('report'), dataIndex: 'title', ellipsis: true },
    {
      title: ew('state'),
      dataIndex: 'state',
      width: 100,
      render: (_, row) => <Tag color={stateTags[row.state].color}>{ew(stateTags[row.state].word)}</Tag>,
    },
    {
      title: ew('percent'),
      dataIndex: 'percent',
      width: 200,
      render: (_, row) => (
        <Progress
          size="small"
          percent={row.percent}
          status={
            row.state === exportState.failed ? 'exception' : row.state === exportState.done ? 'success' : 'active'
          }
        />
      ),
    },
    {
      title: ew('rows'),
      dataIndex: 'rowsWritten',
      width: 150,
      render: (_, row) => `${row.rowsWritten} / ${row.totalRows}`,
    },
    { title: ew('size'), dataIndex: 'fileSize', width: 110, render: (_, row) => sizeText(row.fileSize) },
    { title: ew('createdAt'), dataIndex: 'createdAt', width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: ew('finishedAt'),
      dataIndex: 'finishedAt',
      width: 170,
      render: (_, row) => (row.finishedAt ? formatDateTime(row.finishedAt) : '-'),
    },
    {
      title: ew('expiresAt'),
      dataIndex: 'expiresAt',
      width: 170,
      render: (_, row) => (row.expiresAt ? formatDateTime(row.expiresAt) : '-'),
    },
    {
      title: ew('actions'),
      valueType: 'option',
      width: 180,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.downloadable && (
            <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void save(row)}>
              {ew('download')}
            </Button>
          )}
          {row.state !== exportState.running && (
            <Popconfirm title={ew('deleteConfirm')} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                {ew('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ProTable<ExportRow>
      rowKey="id"
      actionRef={action}
      columns={columns}
      search={false}
      headerTitle={ew('pageTitle')}
      scroll={{ x: 'max-content' }}
      polling={anyRunning ? 2000 : undefined}
      pagination={{ defaultPageSize: 20 }}
      request={async ({ current, pageSize }) => {
        const page = await listExports({ current, size: pageSize });
        setAnyRunning(page.data.some((r) => r.state === exportState.running));
        return { data: page.data, total: page.total, success: true };
      }}
      toolBarRender={() => [
        <Typography.Text key="note" type="secondary">
          {ew('note')}
        </Typography.Text>,
      ]}
    />
  );
}
