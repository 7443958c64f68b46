import { type Lang, resourceByModule } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { displayValue } from '../../crud/display';
import { formFieldEntries } from '../../crud/form-values';
import { fetchDetail } from '../../crud/resource-api';

/** /form-detail/index?module=…&id=…: one row of any resource, read-only, as a page of its own. */
export default function FormDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [params] = useSearchParams();
  const def = resourceByModule.get(params.get('module') ?? '');
  const id = params.get('id');
  const q = useQuery({
    queryKey: ['detail', def?.module, id],
    queryFn: () => (def && id ? fetchDetail(def, id) : Promise.resolve(null)),
    enabled: !!def && !!id,
  });
  if (!def || !id) return <Empty description={t('formDetail.missing')} />;
  return (
    <Card title={`${def.label[lang]} #${id}`} loading={q.isLoading} className="page-card">
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        {formFieldEntries(def, 'view').map(([key, f]) => (
          <Descriptions.Item key={key} label={f.label[lang]}>
            {q.data ? displayValue(f, q.data[key], lang, [t('common.yes'), t('common.no')]) : ''}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
