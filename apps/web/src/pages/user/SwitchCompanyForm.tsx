import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchUserCompanies, switchCompany } from '../../api/shell-api';
import { useUserInfo } from '../../shell/shell-queries';
import { closeAllTabs, homePath } from '../../shell/tabs-store';

type Values = { companyId: number | string };

/** Switch unit: every company-dependent list follows the chosen company; open tabs close. */
export function SwitchCompanyForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useUserInfo();
  const companies = useQuery({ queryKey: ['userCompanies'], queryFn: fetchUserCompanies, staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const own = info.data?.userInfo.activeCompanyId ?? info.data?.userInfo.companyId ?? undefined;
  const submit = async ({ companyId }: Values) => {
    setBusy(true);
    try {
      await switchCompany(companyId);
      const name = companies.data?.find((c) => c.value === companyId)?.label ?? '';
      closeAllTabs();
      await queryClient.invalidateQueries();
      message.success(t('company.switched', { name }));
      onDone?.();
      navigate(homePath);
    } catch {
      // the client has already shown the server's reason
    } finally {
      setBusy(false);
    }
  };
  if (info.isLoading || companies.isLoading) return <Spin />;
  return (
    <Form<Values> layout="vertical" onFinish={submit} initialValues={{ companyId: own ?? undefined }}>
      <Form.Item
        name="companyId"
        label={t('company.unit')}
        rules={[{ required: true, message: t('company.placeholder') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('company.placeholder')}
          options={companies.data ?? []}
          aria-label={t('company.unit')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('company.confirm')}
      </Button>
    </Form>
  );
}
