import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../pages/user/ChangePasswordForm';

export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('pages.changePassword')} onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
