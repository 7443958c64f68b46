import { bigScreenResource, type Lang, permissionCode, type ResourceDef } from '@parking/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { post, updown } from '../../../api/client';
import ResourceListPage from '../../../crud/ResourceListPage';
import type { RowAction } from '../../../crud/row-actions';
import { wallLabel } from './big-screen-text';
import { WallDisplay } from './WallDisplay';

/**
 * /system/sysBigParkReport: the saved wall layouts (add, edit, copy, remove), each opened on the wall; with
 * `?id=` the page is that layout's full-screen wall display.
 */
export default function BigScreenPage({ def = bigScreenResource }: { def?: ResourceDef }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'openOnWall',
        label: wallLabel('openOnWall'),
        lead: true,
        onClick: (row) => navigate(`/system/sysBigParkReport?id=${row.id}`),
      },
      {
        key: 'copy',
        label: wallLabel('copy'),
        permission: permissionCode(bigScreenResource, 'add'),
        confirm: {
          title: (row) => (l: Lang) => wallLabel('copyAsk')[l].replace('{name}', String(row.name)),
          run: (row) => post(updown('sysbigreport/copy'), undefined, { query: { id: Number(row.id) } }),
          done: wallLabel('copied'),
        },
      },
    ],
    [navigate],
  );
  if (id > 0) return <WallDisplay id={id} lang={lang} onClose={() => navigate('/system/sysBigParkReport')} />;
  return <ResourceListPage def={def} rowActions={actions} />;
}
