import type { Lang, ResourceDef } from '@parking/resources';
import { Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../crud/ResourceListPage';
import { FeeRuleEditor } from './FeeRuleEditor';
import { FeeTryPanel } from './FeeTryPanel';
import { type RuleValues, simpleRuleBody } from './fee-rule-form';
import { feeText } from './fee-text';
import ParkFeeRulePage from './ParkFeeRulePage';

/**
 * The fee-rule pages. A park's rule sets (parkFeeRule) have their own page; the simple-rule pages
 * (`simple`) are the rules' list and a form where any mode can be edited and tried with testFee.
 */
export default function FeeRulePage({ def, simple }: { def: ResourceDef; simple?: boolean }) {
  return simple ? <SimpleFeeRulePage def={def} /> : <ParkFeeRulePage />;
}

function SimpleFeeRulePage({ def }: { def: ResourceDef }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const w = feeText(lang);
  const [form] = Form.useForm<RuleValues>();
  const simpleRule = async () => {
    try {
      await form.validateFields();
      return simpleRuleBody(form.getFieldsValue(true) as RuleValues);
    } catch {
      return null;
    }
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ResourceListPage def={def} />
      <Card title={w('ruleTitle')} className="fee-rule-editor">
        <FeeRuleEditor form={form} lang={lang} simple />
      </Card>
      <FeeTryPanel lang={lang} path="platParkFeeRule/testFee" ruleOf={simpleRule} />
    </Space>
  );
}
