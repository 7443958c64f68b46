import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Image, Modal, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { download, post, updown } from '../../api/client';
import type { RowDialogProps } from '../../crud/row-actions';
import { useDoorTexts } from './door-text';

const sha256 = async (file: Blob) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer())))
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

/** Shows an employee's face photo and uploads a new one (checked by the server: JPEG or PNG, at most 1 MB). */
export default function FacePhotoDialog({ row, onClose, onDone }: RowDialogProps) {
  const tx = useDoorTexts();
  const { message } = App.useApp();
  const empId = Number(row.id);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(row.photoPath ? 1 : 0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!version) return;
    let url: string | null = null;
    void download(updown('door/dooremployee/photo'), { EmpID: empId }, 'photo.jpg')
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        setPhotoUrl(url);
      })
      .catch(() => setPhotoUrl(null));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [empId, version]);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('EmpID', String(empId));
    form.append('file', file, file.name);
    setBusy(true);
    try {
      await post(updown(`file/${await sha256(file)}`), form);
      message.success(tx('uploaded'));
      setVersion((v) => v + 1);
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={tx('photoTitle', { name: String(row.empName ?? row.empNo ?? row.id) })}
      onCancel={version > (row.photoPath ? 1 : 0) ? onDone : onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={version > (row.photoPath ? 1 : 0) ? onDone : onClose}>
          {tx('close')}
        </Button>,
      ]}
    >
      <Alert type="info" showIcon message={tx('photoHint')} style={{ marginBottom: 16 }} />
      <div className="face-photo" style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
        {photoUrl ? <Image src={photoUrl} alt={tx('facePhoto')} height={200} /> : <Empty description={tx('noPhoto')} />}
      </div>
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button id="face-photo-upload" icon={<UploadOutlined />} loading={busy}>
          {tx('choosePhoto')}
        </Button>
      </Upload>
    </Modal>
  );
}
