import { companyResource, parkResource, userResource, villageResource } from '@parking/resources';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { UserInfoAnswer } from '../../api/auth-api';
import { pick } from '../../i18n';
import { useUserInfo } from '../../shell/shell-queries';
import { CountCard } from './CountCard';
import { figures } from './dashboard-figures';
import { FigureCard } from './FigureCard';
import './dashboard.css';

const counted = [companyResource, villageResource, parkResource, userResource];

/** The user's roles by their names in the console's language, never by code. */
const roleNames = (data: UserInfoAnswer | undefined, lang: string) =>
  (data?.roleNames ?? []).map((r) => pick(r, lang === 'en' ? 'en' : 'zh')).join(lang === 'en' ? ', ' : '、');

/** /wel/index and /wel/index2: who is signed in, what they manage, and the day's figures. */
export default function DashboardPage({ variant }: { variant: 'index' | 'index2' }) {
  const { t, i18n } = useTranslation();
  const info = useUserInfo();
  const user = info.data?.userInfo;
  return (
    <div className="dashboard" data-variant={variant}>
      <Card className="dashboard-welcome">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('dashboard.welcome', { name: user?.realName || user?.username || '' })}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('dashboard.company')}>
            {user?.companyName || t('dashboard.platform')}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.roles')}>
            <span data-testid="role-names">{roleNames(info.data, i18n.language)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.today')}>{dayjs().format('YYYY-MM-DD')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        {counted.map((def) => (
          <Col key={def.module} xs={12} md={6}>
            <CountCard def={def} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} className="dashboard-figures">
        {figures.map((f) => (
          <Col key={f.key} xs={24} md={12} xl={f.kind === 'value' ? 6 : 12}>
            <FigureCard figure={f} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
