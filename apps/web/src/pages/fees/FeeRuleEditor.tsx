import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { feeMode, feeRounding, type Lang } from '@parking/resources';
import { Button, Card, Col, Form, type FormInstance, InputNumber, Row, Select, Switch } from 'antd';
import { dictOptions } from '../../crud/display';
import { yuanToFen } from '../../crud/money';
import { i18n } from '../../i18n';
import { ClockPicker } from './ClockPicker';
import { initialRule, periodsFor, type RuleValues } from './fee-rule-form';
import { feeText } from './fee-text';

const money = { min: 0, prefix: '¥', style: { width: '100%' } };
/** Amounts are typed in yuan; one finer than a fen is refused, naming the field. */
const yuanRules = (label: string) => [
  {
    validator: async (_: unknown, v: unknown) => {
      if (v !== null && v !== undefined && v !== '' && yuanToFen(v) === null)
        throw new Error(i18n.t('validation.yuan', { label }));
    },
  },
];
const minutes = { min: 0, precision: 0, style: { width: '100%' } };

/**
 * The form of one fee rule: every mode is selectable and shows the fields it uses. `simple`: the
 * simple-rule pages' form (one whole-day period, one cap).
 */
export function FeeRuleEditor({
  form,
  lang,
  simple,
}: {
  form: FormInstance<RuleValues>;
  lang: Lang;
  simple?: boolean;
}) {
  const w = feeText(lang);
  const mode = Form.useWatch('feeMode', form) ?? 'cycle24';
  const cycles = mode !== 'flat';
  const dayNight = mode === 'dayNight';
  return (
    <Form
      form={form}
      layout="vertical"
      name={simple ? 'simple-fee-rule' : 'fee-rule'}
      initialValues={initialRule()}
      onValuesChange={(changed) => {
        if (changed.feeMode) form.setFieldValue('periods', periodsFor(changed.feeMode));
      }}
    >
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="feeMode" label={w('mode')} rules={[{ required: true }]}>
            <Select options={dictOptions(feeMode, lang)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="freeMinutes" label={w('freeMinutes')}>
            <InputNumber {...minutes} />
          </Form.Item>
        </Col>
        {!simple && (
          <Col xs={12} md={4}>
            <Form.Item name="deductFreeMinutes" label={w('deductFree')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
        {!simple && cycles && !dayNight && (
          <>
            <Col xs={12} md={4}>
              <Form.Item name="repeatFree" label={w('repeatFree')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="repeatFirst" label={w('repeatFirst')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </>
        )}
        {!simple && mode === 'ladder' && (
          <Col xs={12} md={6}>
            <Form.Item name="cycleMinutes" label={w('cycleMinutes')}>
              <InputNumber {...minutes} min={1} />
            </Form.Item>
          </Col>
        )}
        {cycles && (
          <Col xs={12} md={4}>
            <Form.Item name="capPerCycle" label={w('capPerCycle')} rules={yuanRules(w('capPerCycle'))}>
              <InputNumber {...money} />
            </Form.Item>
          </Col>
        )}
        {!simple && (
          <>
            <Col xs={12} md={4}>
              <Form.Item name="capPerDay" label={w('capPerDay')} rules={yuanRules(w('capPerDay'))}>
                <InputNumber {...money} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="capTotal" label={w('capTotal')} rules={yuanRules(w('capTotal'))}>
                <InputNumber {...money} />
              </Form.Item>
            </Col>
          </>
        )}
        {!simple && cycles && (
          <Col xs={12} md={4}>
            <Form.Item name="rounding" label={w('rounding')}>
              <Select options={dictOptions(feeRounding, lang)} />
            </Form.Item>
          </Col>
        )}
        {mode === 'flat' && (
          <>
            <Col xs={12} md={4}>
              <Form.Item name="flatPrice" label={w('flatPrice')} rules={yuanRules(w('flatPrice'))}>
                <InputNumber {...money} />
              </Form.Item>
            </Col>
            {!simple && (
              <Col xs={12} md={4}>
                <Form.Item
                  name="holidayFlatPrice"
                  label={w('holidayFlatPrice')}
                  rules={yuanRules(w('holidayFlatPrice'))}
                >
                  <InputNumber {...money} />
                </Form.Item>
              </Col>
            )}
          </>
        )}
      </Row>
      {cycles && <Periods lang={lang} mode={mode} simple={simple} />}
    </Form>
  );
}

function Periods({ lang, mode, simple }: { lang: Lang; mode: string; simple?: boolean }) {
  const w = feeText(lang);
  const dayNight = mode === 'dayNight';
  return (
    <Form.List name="periods">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              className="fee-period"
              title={`${w('period')} ${i + 1}`}
              style={{ marginBottom: 8 }}
              extra={
                !simple &&
                fields.length > 1 && (
                  <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                    {w('remove')}
                  </Button>
                )
              }
            >
              <Row gutter={12}>
                {dayNight && (
                  <>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'start']} label={w('start')} rules={[{ required: true }]}>
                        <ClockPicker />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'end']} label={w('end')} rules={[{ required: true }]}>
                        <ClockPicker />
                      </Form.Item>
                    </Col>
                  </>
                )}
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'firstMinutes']} label={w('firstMinutes')}>
                    <InputNumber {...minutes} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item
                    name={[field.name, 'firstPrice']}
                    label={w('firstPrice')}
                    rules={yuanRules(w('firstPrice'))}
                  >
                    <InputNumber {...money} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'unitMinutes']} label={w('unitMinutes')}>
                    <InputNumber {...minutes} min={1} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'unitPrice']} label={w('unitPrice')} rules={yuanRules(w('unitPrice'))}>
                    <InputNumber {...money} />
                  </Form.Item>
                </Col>
                {!simple && (
                  <>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'cap']} label={w('periodCap')} rules={yuanRules(w('periodCap'))}>
                        <InputNumber {...money} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'holiday']} label={w('holiday')} valuePropName="checked">
                        <Switch />
                      </Form.Item>
                    </Col>
                  </>
                )}
              </Row>
              {!simple && mode === 'ladder' && <Steps lang={lang} name={field.name} />}
            </Card>
          ))}
          {!simple && (
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                add({
                  start: '00:00',
                  end: '24:00',
                  firstMinutes: 0,
                  firstPrice: 0,
                  unitMinutes: 60,
                  unitPrice: 0,
                  holiday: !dayNight,
                })
              }
            >
              {w('addPeriod')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

function Steps({ lang, name }: { lang: Lang; name: number }) {
  const w = feeText(lang);
  return (
    <Form.List name={[name, 'steps']}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row gutter={12} key={field.key} align="middle">
              <Col xs={7} md={4}>
                <Form.Item name={[field.name, 'fromMinute']} label={w('fromMinute')}>
                  <InputNumber {...minutes} min={1} />
                </Form.Item>
              </Col>
              <Col xs={7} md={4}>
                <Form.Item name={[field.name, 'unitMinutes']} label={w('unitMinutes')}>
                  <InputNumber {...minutes} min={1} />
                </Form.Item>
              </Col>
              <Col xs={7} md={4}>
                <Form.Item name={[field.name, 'unitPrice']} label={w('unitPrice')} rules={yuanRules(w('unitPrice'))}>
                  <InputNumber {...money} />
                </Form.Item>
              </Col>
              <Col xs={3}>
                <MinusCircleOutlined aria-label={w('remove')} onClick={() => remove(field.name)} />
              </Col>
            </Row>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ fromMinute: 240, unitMinutes: 60, unitPrice: 0 })}
          >
            {w('addStep')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
