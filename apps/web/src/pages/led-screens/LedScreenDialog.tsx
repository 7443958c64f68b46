import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ledEffect as ledEffectCode } from '@parking/domain';
import { ledColor, ledConfigLineResource, ledEffect } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { get, type Page, post, updown } from '../../api/client';
import { dictOptions } from '../../crud/display';
import type { Row } from '../../crud/resource-api';
import type { RowDialogProps } from '../../crud/row-actions';
import { currentLang } from '../../i18n';
import { type EditedLine, LedPreview } from './LedPreview';
import { lw } from './led-text';
import './led-screens.css';

type Values = { lines: EditedLine[] };

const f = ledConfigLineResource.fields;
const maxLines = 8;

const fetchLines = (configId: Row['id']) =>
  get<Page<Row>>(updown('parkledconfigdetail/list'), { configId, size: 50, sort: 'lineNo' });

/**
 * Edits the lines a gate's screen shows in one scene (text, colour, effect, speed, stay) beside a preview of
 * what the screen will show, and saves them together.
 */
export default function LedScreenDialog({ row, onClose, onDone }: RowDialogProps) {
  const { message } = App.useApp();
  const lang = currentLang();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const lineCount = Number(row.lineCount ?? 4);
  // read afresh each time the dialog opens: the form takes its first answer as its starting values
  const lines = useQuery({ queryKey: ['led-lines', row.id], queryFn: () => fetchLines(row.id), gcTime: 0 });
  const watched = Form.useWatch('lines', form) ?? [];

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(updown('parkledconfig/saveLines'), { id: row.id, lines: values.lines });
      message.success(lw('saved'));
      onDone();
    } catch {
      // the client has already shown the server's reason
    } finally {
      setSaving(false);
    }
  };

  const initial: Values | undefined = lines.data
    ? {
        lines: lines.data.data.map((l) => ({
          lineNo: Number(l.lineNo),
          content: String(l.content ?? ''),
          color: Number(l.color),
          effect: Number(l.effect),
          speed: Number(l.speed ?? 1),
          staySeconds: Number(l.staySeconds ?? 0),
        })),
      }
    : undefined;

  return (
    <Modal
      open
      width={980}
      title={lw('title', { name: String(row.configName ?? '') })}
      confirmLoading={saving}
      okButtonProps={{ id: 'led-lines-save', disabled: !initial }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      {!initial ? (
        <Spin />
      ) : (
        <>
          <Form form={form} name="led-lines" initialValues={initial} layout="vertical">
            <Form.List name="lines">
              {(items, { add, remove }) => (
                <>
                  {items.map((item, index) => (
                    <Space key={item.key} align="start" wrap data-testid={`led-row-${index}`}>
                      <Form.Item
                        name={[item.name, 'lineNo']}
                        label={f.lineNo.label[lang]}
                        rules={[
                          { required: true },
                          {
                            validator: (_, v: number) => {
                              if (v > lineCount)
                                return Promise.reject(new Error(lw('lineTooHigh', { lines: lineCount })));
                              const all = (form.getFieldValue('lines') as EditedLine[]) ?? [];
                              return all.filter((l) => l?.lineNo === v).length > 1
                                ? Promise.reject(new Error(lw('lineTwice', { n: v })))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <InputNumber min={1} max={lineCount} precision={0} style={{ width: 70 }} />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'content']}
                        label={f.content.label[lang]}
                        rules={[{ required: true, whitespace: true, message: lw('contentRequired') }]}
                      >
                        <Input id={`led-content-${index}`} maxLength={f.content.max} style={{ width: 220 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'color']} label={f.color.label[lang]} rules={[{ required: true }]}>
                        <Select id={`led-color-${index}`} options={dictOptions(ledColor, lang)} style={{ width: 90 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'effect']} label={f.effect.label[lang]} rules={[{ required: true }]}>
                        <Select
                          id={`led-effect-${index}`}
                          showSearch
                          optionFilterProp="label"
                          options={dictOptions(ledEffect, lang)}
                          style={{ width: 170 }}
                        />
                      </Form.Item>
                      <Form.Item name={[item.name, 'speed']} label={f.speed.label[lang]} rules={[{ required: true }]}>
                        <InputNumber min={1} max={10} precision={0} style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'staySeconds']}
                        label={f.staySeconds.label[lang]}
                        rules={[{ required: true }]}
                      >
                        <InputNumber min={0} max={255} precision={0} style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item label=" ">
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={lw('removeLine')}
                          title={lw('removeLine')}
                          onClick={() => remove(item.name)}
                        />
                      </Form.Item>
                    </Space>
                  ))}
                  <Button
                    icon={<PlusOutlined />}
                    disabled={items.length >= Math.min(lineCount, maxLines)}
                    onClick={() => {
                      const used = new Set(((form.getFieldValue('lines') as EditedLine[]) ?? []).map((l) => l?.lineNo));
                      const free = Array.from({ length: lineCount }, (_, i) => i + 1).find((n) => !used.has(n));
                      add({
                        lineNo: free ?? lineCount,
                        content: '',
                        color: ledColor.values.green,
                        effect: ledEffectCode.fastPrint,
                        speed: 1,
                        staySeconds: 3,
                      });
                    }}
                  >
                    {lw('addLine')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
          <h4 style={{ marginTop: 16 }}>{lw('preview')}</h4>
          <LedPreview lines={watched} lineCount={lineCount} />
        </>
      )}
    </Modal>
  );
}
