import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { staysByPlate } from './traffic-api';
import { tw } from './traffic-text';

type Option = { value: number; label: string };

/**
 * Chooses an in/out record by typing part of its plate: the server searches every stay the user may see
 * (not a list cut to the latest few), and each choice says when the car came in.
 */
export function StaySearchSelect({
  value,
  onChange,
  id,
}: {
  value?: number | string;
  onChange?: (v: number | undefined) => void;
  id?: string;
}) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const found = useQuery({
    queryKey: ['stays-by-plate', text],
    queryFn: () => staysByPlate(text),
    enabled: text.trim().length > 0,
    staleTime: 10_000,
  });
  const options: Option[] = (found.data?.data ?? []).map((r) => ({
    value: Number(r.id),
    label: `${String(r.plateNumber)}  ${String(r.inTime ?? '')}`,
  }));
  const shown = picked && String(picked.value) === String(value) && !options.some((o) => o.value === picked.value);
  return (
    <Select<number, Option>
      id={id}
      allowClear
      showSearch
      filterOption={false}
      placeholder={tw('stayPick')}
      value={value === undefined || value === '' ? undefined : Number(value)}
      options={shown && picked ? [picked, ...options] : options}
      loading={found.isFetching}
      onSearch={setText}
      onChange={(v, option) => {
        setPicked(Array.isArray(option) || !option ? null : option);
        onChange?.(v);
      }}
      notFoundContent={text.trim() ? undefined : null}
    />
  );
}
