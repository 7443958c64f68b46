import { UploadOutlined } from '@ant-design/icons';
import type { ImportedRow, ImportReport } from '@parking/resources';
import { Alert, Button, Form, Modal, Select, Table, Tag, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { post, updown } from '../../api/client';
import { type RefOption, refOptions } from '../../crud/ref-options';
import { useTexts } from './texts';

/** Upload an xlsx of black-list entries and read, row by row, what was imported and what was refused. */
export function BlackListImportModal({ onClose }: { onClose: (changed: boolean) => void }) {
  const tx = useTexts();
  const [parks, setParks] = useState<RefOption[]>([]);
  const [parkId, setParkId] = useState<number | string>();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  useEffect(() => {
    void refOptions('basePark').then(setParks);
  }, []);

  const start = async () => {
    if (!file?.originFileObj) return;
    const form = new FormData();
    form.append('file', file.originFileObj, file.name);
    setBusy(true);
    try {
      setReport(await post<ImportReport>(updown('parkBlackList/import'), form, { query: { parkId } }));
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={tx('importTitle')}
      width={820}
      onCancel={() => onClose(!!report?.accepted)}
      footer={[
        <Button key="close" onClick={() => onClose(!!report?.accepted)}>
          {tx('close')}
        </Button>,
        <Button key="start" type="primary" loading={busy} disabled={!file} onClick={start}>
          {tx('start')}
        </Button>,
      ]}
    >
      <Alert type="info" showIcon message={tx('importHint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={tx('park')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={parks}
            value={parkId}
            onChange={setParkId}
            data-testid="import-park"
          />
        </Form.Item>
        <Form.Item>
          <Upload
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={() => false}
            onChange={({ fileList }) => {
              setFile(fileList[0] ?? null);
              setReport(null);
            }}
          >
            <Button icon={<UploadOutlined />}>{tx('chooseFile')}</Button>
          </Upload>
        </Form.Item>
      </Form>
      {report && <ImportReportView report={report} />}
    </Modal>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const tx = useTexts();
  return (
    <div data-testid="import-report">
      <Alert
        type={report.refused ? 'warning' : 'success'}
        showIcon
        message={tx('summary', { total: report.total, accepted: report.accepted, refused: report.refused })}
        style={{ marginBottom: 12 }}
      />
      <Table<ImportedRow>
        rowKey="row"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={report.rows}
        columns={[
          { title: tx('row'), dataIndex: 'row', width: 64 },
          { title: tx('plate'), dataIndex: 'plateNumber', width: 120 },
          { title: tx('parkName'), dataIndex: 'parkName', width: 160 },
          {
            title: tx('result'),
            dataIndex: 'accepted',
            width: 90,
            render: (ok: boolean) =>
              ok ? <Tag color="success">{tx('accepted')}</Tag> : <Tag color="error">{tx('refused')}</Tag>,
          },
          { title: tx('reason'), dataIndex: 'reason' },
        ]}
      />
    </div>
  );
}
