import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { permissionCode } from '@parking/resources';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { download, saveFile, updown } from '../../api/client';
import type { ListExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { BlackListImportModal } from './BlackListImportModal';
import { useTexts } from './texts';

/** Template download and spreadsheet import on the black-list page. */
export default function BlackListToolbar({ def, reload }: ListExtensionProps) {
  const tx = useTexts();
  const { can } = usePermissions();
  const [importing, setImporting] = useState(false);
  const [fetching, setFetching] = useState(false);

  const template = async () => {
    setFetching(true);
    try {
      saveFile(await download(updown('parkBlackList/downloadTemplate'), {}, 'black-list-template.xlsx'));
    } catch {
      // the client has already shown why
    } finally {
      setFetching(false);
    }
  };

  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={fetching} onClick={template}>
        {tx('template')}
      </Button>
      {can(permissionCode(def, 'add')) && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {tx('import')}
        </Button>
      )}
      {importing && (
        <BlackListImportModal
          onClose={(changed) => {
            setImporting(false);
            if (changed) reload();
          }}
        />
      )}
    </Space>
  );
}
