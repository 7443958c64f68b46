import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../app/feedback';
import { moneyText } from '../../crud/money';
import { pick } from '../../i18n';
import { type DeskRule, issueToPlate } from './merchant-api';
import { mw } from './merchant-text';

/** What the chosen rule still allows now. */
const allowance = (rule: DeskRule) =>
  rule.allowed > 0 ? mw('allowed', { n: rule.allowed }) : mw('allowedNone', { why: pick(rule.reason) });

/**
 * Issuing one coupon to a plate in three steps: the rule (chosen already when the merchant has one), the
 * plate, the button. The server checks the caps and the balance as it issues.
 */
export function IssueCard({ rules, onIssued }: { rules: DeskRule[]; onIssued: () => void }) {
  const [ruleId, setRuleId] = useState<number | undefined>(rules[0]?.ruleId);
  const [plate, setPlate] = useState('');
  useEffect(() => {
    if (!rules.some((r) => r.ruleId === ruleId)) setRuleId(rules[0]?.ruleId);
  }, [rules, ruleId]);
  const rule = rules.find((r) => r.ruleId === ruleId);
  const issue = useMutation({
    mutationFn: () => issueToPlate(ruleId as number, plate.trim()),
    onSuccess: () => {
      toast()?.success(mw('issued', { plate: plate.trim() }));
      setPlate('');
      onIssued();
    },
  });
  return (
    <Card title={mw('issueTitle')} className="page-card" id="merchant-issue">
      {rules.length === 0 ? (
        <Alert type="info" showIcon message={mw('noRule')} />
      ) : (
        <Form layout="vertical" onFinish={() => issue.mutate()}>
          <Form.Item label={mw('rule')} required>
            <Select
              id="merchant-rule"
              value={ruleId}
              onChange={setRuleId}
              options={rules.map((r) => ({ value: r.ruleId, label: r.ruleName }))}
            />
          </Form.Item>
          {rule ? (
            <Space direction="vertical" size={0} style={{ marginBottom: 16 }}>
              <Typography.Text id="merchant-allowed" type={rule.allowed > 0 ? 'success' : 'danger'}>
                {allowance(rule)}
              </Typography.Text>
              {rule.allowed > 0 ? (
                <Typography.Text type="secondary">{mw('limitBy', { why: pick(rule.reason) })}</Typography.Text>
              ) : null}
              <Typography.Text type="secondary">{mw('perCoupon', { price: moneyText(rule.price) })}</Typography.Text>
            </Space>
          ) : null}
          <Form.Item label={mw('plate')} required>
            <Input
              id="merchant-plate"
              value={plate}
              maxLength={10}
              placeholder={mw('platePlaceholder')}
              onChange={(e) => setPlate(e.target.value.toUpperCase())}
            />
          </Form.Item>
          <Button
            id="merchant-issue-button"
            type="primary"
            htmlType="submit"
            block
            loading={issue.isPending}
            disabled={!rule || rule.allowed <= 0 || plate.trim() === ''}
          >
            {mw('issue')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
