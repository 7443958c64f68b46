import type { Field, Lang, ResourceDef } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayValue } from '../../crud/display';
import { formFieldEntries } from '../../crud/form-values';
import { refOptions } from '../../crud/ref-options';
import type { Row } from '../../crud/resource-api';
import { PlateLink } from './PlateLink';

/** A referenced row by its title (a gate's name, a park's name), or its id while the names load. */
function RefName({ to, value }: { to: string; value: unknown }) {
  const options = useQuery({ queryKey: ['record-ref', to], queryFn: () => refOptions(to), staleTime: 60_000 });
  const found = options.data?.find((o) => String(o.value) === String(value));
  return <>{found?.label ?? String(value)}</>;
}

/**
 * Every field of a record as a detail shows it, in the user's language: plates open their car page,
 * references show names, and `links` lets a caller turn a field into a link of its own (a stay, an order).
 */
export function RecordFields({
  def,
  row,
  links = {},
  omit = [],
  id,
}: {
  def: ResourceDef;
  row: Row;
  links?: Record<string, ReactNode>;
  /** Fields another part of the detail already shows. */
  omit?: string[];
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const value = (key: string, field: Field): ReactNode => {
    if (key in links) return links[key];
    const v = row[key];
    if (v === null || v === undefined || v === '') return '-';
    if (field.kind === 'plate') return <PlateLink plate={v} />;
    if (field.kind === 'ref') return <RefName to={field.to} value={v} />;
    return displayValue(field, v, lang, [t('common.yes'), t('common.no')]) || '-';
  };
  return (
    <Descriptions id={id} bordered size="small" column={2}>
      {formFieldEntries(def, 'view')
        .filter(([key, f]) => !omit.includes(key) && (f.kind !== 'json' || row[key] != null || key in links))
        .map(([key, f]) => (
          <Descriptions.Item key={key} label={f.label[lang]}>
            {value(key, f)}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}
