import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SwitchCompanyForm } from '../../pages/user/SwitchCompanyForm';

export default function SwitchCompanyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('company.title')} onCancel={onClose} footer={null} width={420} destroyOnHidden>
      <SwitchCompanyForm onDone={onClose} />
    </Modal>
  );
}
