import type { Lang, ResourceDef } from '@parking/resources';
import { Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../crud/ResourceListPage';
import { FeeRuleEditor } from './FeeRuleEditor';
import { FeeRuleSavePanel } from './FeeRuleSavePanel';
import { FeeTryPanel } from './FeeTryPanel';
import { type RuleValues, ruleBody, simpleRuleBody } from './fee-rule-form';
import { feeText } from './fee-text';

/**
 * The fee-rule pages: the rules' list (the generic list page), and a form where any mode can be edited
 * and tried on a stay before it is saved. `simple`: the simple-rule pages, tried with testFee.
 */
export default function FeeRulePage({ def, simple }: { def: ResourceDef; simple?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const w = feeText(lang);
  const [form] = Form.useForm<RuleValues>();
  const valid = async () => {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as RuleValues;
    } catch {
      return null;
    }
  };
  const areaRule = async () => {
    const v = await valid();
    return v && ruleBody(v);
  };
  const simpleRule = async () => {
    const v = await valid();
    return v && simpleRuleBody(v);
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ResourceListPage def={def} />
      <Card title={w('ruleTitle')} className="fee-rule-editor">
        <FeeRuleEditor form={form} lang={lang} simple={simple} />
      </Card>
      <FeeTryPanel
        lang={lang}
        path={simple ? 'platParkFeeRule/testFee' : 'parkAreaFeeRuleEX/testFzFee'}
        ruleOf={simple ? simpleRule : areaRule}
      />
      {!simple && <FeeRuleSavePanel lang={lang} ruleOf={areaRule} />}
    </Space>
  );
}
