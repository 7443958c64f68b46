import { App, Button, Input } from 'antd';
import { useRef } from 'react';
import { useTexts } from './texts';

/**
 * Approve and refuse buttons for a row under review. Refusing asks for a reason; the call itself
 * is the caller's (the white list and the manage book name their calls differently).
 */
export function ReviewButtons({
  plate,
  onPass,
  onRefuse,
  remarkRequired,
}: {
  plate: string;
  onPass: () => Promise<unknown>;
  onRefuse: (remark: string) => Promise<unknown>;
  remarkRequired?: boolean;
}) {
  const tx = useTexts();
  const { modal, message } = App.useApp();
  const remark = useRef('');

  const pass = () =>
    modal.confirm({
      title: tx('passConfirm', { plate }),
      onOk: async () => {
        await onPass();
        message.success(tx('done'));
      },
    });

  const refuse = () => {
    remark.current = '';
    modal.confirm({
      title: tx('refuseTitle', { plate }),
      content: (
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder={tx('refuseRemark')}
          aria-label={tx('refuseRemark')}
          onChange={(e) => {
            remark.current = e.target.value;
          }}
        />
      ),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (remarkRequired && !remark.current.trim()) {
          message.warning(tx('remarkRequired'));
          throw new Error('remark required');
        }
        await onRefuse(remark.current.trim());
        message.success(tx('done'));
      },
    });
  };

  return (
    <>
      <Button type="link" size="small" onClick={pass}>
        {tx('pass')}
      </Button>
      <Button type="link" size="small" danger onClick={refuse}>
        {tx('refuse')}
      </Button>
    </>
  );
}
