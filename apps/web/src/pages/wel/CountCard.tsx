import type { ResourceDef } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchPage } from '../../crud/resource-api';
import { type Lang, pick } from '../../i18n';

/** How many rows of a resource the user can see, read from its list total. */
export function CountCard({ def }: { def: ResourceDef }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['count', def.module], queryFn: () => fetchPage(def, { current: 1, size: 1 }, true) });
  return (
    <Card size="small" hoverable onClick={() => def.menu && navigate(def.menu.path)} className="count-card">
      <Statistic
        title={pick(def.label, i18n.language as Lang)}
        value={q.data?.total ?? (q.isError ? t('dashboard.unknown') : '-')}
        suffix={q.data?.totalCapped ? '+' : undefined}
        loading={q.isLoading}
      />
    </Card>
  );
}
