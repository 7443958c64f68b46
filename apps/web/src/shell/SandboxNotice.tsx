import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Says above the sidebar that payments go through the payment sandbox, which takes no money. */
export function SandboxNotice({ autopay, iconOnly }: { autopay: boolean; iconOnly?: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(autopay ? 'sandboxPay.autopayHint' : 'sandboxPay.noticeHint')} placement="right">
      <Tag color="warning" icon={<ExperimentOutlined />} className="shell-sandbox-notice" data-testid="sandbox-notice">
        {iconOnly ? null : t('sandboxPay.notice')}
      </Tag>
    </Tooltip>
  );
}
