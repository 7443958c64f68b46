import { App, Button, Modal, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendErrorLogs } from '../../api/shell-api';
import { clearErrorLog, type ErrorLogEntry, useErrorLog } from '../../app/error-log';

/** The local log of uncaught errors: upload it to the server or clear it. */
export default function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const entries = useErrorLog();
  const upload = () =>
    modal.confirm({
      title: t('errorLog.uploadConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await sendErrorLogs(entries);
        message.success(t('errorLog.sent'));
      },
    });
  const clear = () =>
    modal.confirm({
      title: t('errorLog.clearConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => {
        clearErrorLog();
        message.success(t('errorLog.cleared'));
      },
    });
  return (
    <Modal
      open
      title={t('errorLog.title')}
      onCancel={onClose}
      width={960}
      footer={
        <Space>
          <Button onClick={clear} disabled={entries.length === 0}>
            {t('errorLog.clear')}
          </Button>
          <Button type="primary" onClick={upload} disabled={entries.length === 0}>
            {t('errorLog.upload')}
          </Button>
        </Space>
      }
    >
      <Table<ErrorLogEntry>
        size="small"
        rowKey={(r) => `${r.time}-${r.message}`}
        dataSource={entries}
        pagination={{ pageSize: 8 }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('errorLog.empty') }}
        columns={[
          { title: t('errorLog.type'), dataIndex: 'type', width: 90 },
          { title: t('errorLog.url'), dataIndex: 'url', width: 200, ellipsis: true },
          { title: t('errorLog.message'), dataIndex: 'message', width: 220, ellipsis: true },
          { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
          {
            title: t('errorLog.stack'),
            dataIndex: 'stack',
            render: (stack: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0, fontSize: 12 }}>
                {stack}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </Modal>
  );
}
