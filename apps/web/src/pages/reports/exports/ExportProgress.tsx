import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveFile } from '../../../api/client';
import { downloadExport, type ExportRow, exportProgress, exportState } from './export-api';
import { ew } from './export-text';

const pollMs = 1000;

/** One background export's progress bar, followed until it is done; then the link that downloads its file. */
export function ExportProgress({ exportId, title }: { exportId: number; title: string }) {
  const [row, setRow] = useState<ExportRow | null>(null);
  const [downloading, setDownloading] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await exportProgress(exportId);
        if (stopped) return;
        setRow(next);
        if (next.state !== exportState.running) return;
      } catch {
        // a missed answer is asked again at the next tick
      }
      if (!stopped) timer = setTimeout(poll, pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [exportId]);

  const state = row?.state ?? exportState.running;
  const save = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadExport({ id: exportId, title, fileName: row?.fileName ?? null }));
    } catch {
      // the client has already shown why
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="export-progress">
      <Progress
        percent={row?.percent ?? 0}
        status={state === exportState.failed ? 'exception' : state === exportState.done ? 'success' : 'active'}
      />
      <Typography.Text type="secondary">
        {state === exportState.failed
          ? ew('failed', { error: row?.error ?? '' })
          : state === exportState.done
            ? ew('done', { total: row?.totalRows ?? 0 })
            : ew('progress', { written: row?.rowsWritten ?? 0, total: row?.totalRows ?? '…' })}
      </Typography.Text>
      <Space>
        {state === exportState.done && (
          <Button type="primary" size="small" icon={<DownloadOutlined />} loading={downloading} onClick={save}>
            {ew('download')}
          </Button>
        )}
        <Button type="link" size="small" onClick={() => navigate(myExportsPath)}>
          {ew('openList')}
        </Button>
      </Space>
    </Space>
  );
}

export const myExportsPath = '/static/myExports';
