import { App, type ButtonProps, Form, type FormInstance, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

type Props<V> = {
  title: ReactNode;
  /** The form's name: its fields' ids start with it. */
  name: string;
  /** Given when the dialog watches its own fields; otherwise the dialog makes one. */
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Sends the checked values; what it answers is the success message. */
  send: (values: V) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
  okButtonProps?: ButtonProps;
  /** Shown above the form (what the operator is about to change). */
  before?: ReactNode;
  children: ReactNode;
};

/**
 * A dialog that asks an operator for a few values and sends them in one call: the fields are checked
 * first, the OK button spins while the call runs, and a refusal leaves the dialog open with the server's
 * reason already shown by the API client.
 */
export function FormDialog<V>({
  title,
  name,
  form: given,
  initialValues,
  send,
  onClose,
  onDone,
  okButtonProps,
  before,
  children,
}: Props<V>) {
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      message.success(await send(values));
      onDone();
    } catch {
      // the client has already shown the server's reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      confirmLoading={saving}
      okButtonProps={okButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {before}
      <Form form={form} layout="vertical" name={name} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

/** The reason an operator gives for changing a record by hand; the server keeps it in the log. */
export function ReasonItem({
  label,
  message,
  maxLength = 200,
}: {
  label: string;
  message: string;
  maxLength?: number;
}) {
  return (
    <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message }]}>
      <Input.TextArea maxLength={maxLength} />
    </Form.Item>
  );
}
