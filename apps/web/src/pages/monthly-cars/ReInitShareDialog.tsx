import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/client';
import { FormDialog } from '../../crud/FormDialog';
import { refOptions } from '../../crud/ref-options';

type Props = { onClose: () => void; onDone: () => void };
type Values = { parkId: number; period: [Dayjs, Dayjs] };
type Answer = { groups: number; changed: number };

const stamp = 'YYYY-MM-DD HH:mm:ss';

/** Asks for a park and a period, then re-aligns that park's share groups (parkMonth/reInitShare). */
export function ReInitShareDialog({ onClose, onDone }: Props) {
  const { t } = useTranslation();
  const parks = useQuery({ queryKey: ['reinit-share-parks'], queryFn: () => refOptions('basePark') });

  return (
    <FormDialog<Values>
      title={t('pass.reInitTitle')}
      name="reinit-share"
      okButtonProps={{ id: 'reinit-confirm', danger: true }}
      onClose={onClose}
      onDone={onDone}
      send={async ({ parkId, period: [from, to] }) => {
        const done = await post<Answer>('/api/updown/parkMonth/reInitShare', {
          parkId,
          startTime: from.startOf('day').format(stamp),
          endTime: to.endOf('day').format(stamp),
        });
        return t('pass.reInitDone', done);
      }}
      before={<Typography.Paragraph type="secondary">{t('pass.reInitHint')}</Typography.Paragraph>}
    >
      <Form.Item name="parkId" label={t('pass.reInitPark')} rules={[{ required: true }]}>
        <Select id="reinit-park" showSearch optionFilterProp="label" options={parks.data ?? []} />
      </Form.Item>
      <Form.Item name="period" label={t('pass.reInitPeriod')} rules={[{ required: true }]}>
        <DatePicker.RangePicker id="reinit-period" style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
