import { type Lang, resourceByModule } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Input, List, Space, Spin, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type Contract,
  type ContractField,
  type ContractRoute,
  type Declaration,
  fetchContract,
  fetchDeclarations,
} from './code-tool-api';
import { codeToolText, kindText, routeKindText, scopeText } from './code-tool-text';
import './code-tools.css';

const nameOf = (d: { label: string; labelEn: string }, lang: Lang) => (lang === 'en' ? d.labelEn : d.label);

const matches = (d: Declaration, text: string) => {
  const q = text.trim().toLowerCase();
  return !q || [d.module, d.label, d.labelEn, d.table].some((s) => s.toLowerCase().includes(q));
};

/** /tool/code: what each resource declaration yields — its fields, its routes and their permission codes. */
export default function CodeToolsPage() {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const w = codeToolText(lang);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const declarations = useQuery({ queryKey: ['codeTool', 'list'], queryFn: fetchDeclarations });
  const all = declarations.data ?? [];
  const chosen = all.find((d) => d.module === params.get('module')) ?? all[0];
  const shown = useMemo(() => all.filter((d) => matches(d, search)), [all, search]);
  const choose = (d: Declaration) =>
    setParams(
      (p) => {
        p.set('module', d.module);
        return p;
      },
      { replace: true },
    );
  return (
    <Card className="code-tools-page" title={w('title')}>
      <div className="code-tools-body">
        <div className="code-tools-side">
          <Input.Search allowClear placeholder={w('search')} onChange={(e) => setSearch(e.target.value)} />
          <List
            className="code-tools-list"
            size="small"
            loading={declarations.isLoading}
            dataSource={shown}
            renderItem={(d) => (
              <List.Item
                className={`code-tools-item${d.module === chosen?.module ? ' code-tools-item-chosen' : ''}`}
                onClick={() => choose(d)}
                data-module={d.module}
              >
                <span className="code-tools-item-name">{nameOf(d, lang)}</span>
                <Typography.Text type="secondary" className="code-tools-item-module">
                  {d.module}
                </Typography.Text>
              </List.Item>
            )}
          />
        </div>
        <div className="code-tools-main">
          {chosen ? (
            <ContractView id={chosen.id} lang={lang} />
          ) : (
            !declarations.isLoading && <Empty description={w('none')} />
          )}
        </div>
      </div>
    </Card>
  );
}

function ContractView({ id, lang }: { id: number; lang: Lang }) {
  const w = codeToolText(lang);
  const contract = useQuery({ queryKey: ['codeTool', 'detail', id], queryFn: () => fetchContract(id) });
  const c = contract.data;
  if (!c) return <Spin className="code-tools-loading" />;
  return (
    <Space direction="vertical" size={16} className="code-tools-contract">
      <Descriptions
        title={
          <Space>
            <span className="code-tools-title">{nameOf(c, lang)}</span>
            {c.platformOnly && <Tag color="purple">{w('platformOnly')}</Tag>}
          </Space>
        }
        size="small"
        bordered
        column={{ xs: 1, lg: 3 }}
        items={[
          { key: 'module', label: w('module'), children: <Typography.Text code>{c.module}</Typography.Text> },
          { key: 'table', label: w('table'), children: <Typography.Text code>{c.table}</Typography.Text> },
          { key: 'scope', label: w('scope'), children: scopeText(c.scope, lang) },
          { key: 'idParam', label: w('idParam'), children: c.idParam },
          { key: 'titleField', label: w('titleField'), children: c.titleField },
          { key: 'menu', label: w('menu'), children: c.menuPath ?? '—' },
        ]}
      />
      <FieldTable contract={c} lang={lang} />
      <RouteTable routes={c.routes} lang={lang} />
      <section className="code-tools-permissions">
        <Typography.Title level={5}>{w('permissions')}</Typography.Title>
        {c.permissions.length ? (
          <Space size={[8, 8]} wrap>
            {c.permissions.map((p) => (
              <Tag key={p} className="code-tools-permission">
                {p}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{w('noPermissions')}</Typography.Text>
        )}
      </section>
    </Space>
  );
}

function FieldTable({ contract, lang }: { contract: Contract; lang: Lang }) {
  const w = codeToolText(lang);
  const rules = (f: ContractField) =>
    [
      f.readOnly && w('readOnly'),
      f.secret && w('secret'),
      f.unique && w('unique'),
      f.search && w('searchable'),
      f.max !== undefined && w('maxLength', f.max),
      f.min !== undefined && w('minValue', f.min),
    ].filter(Boolean) as string[];
  return (
    <Table<ContractField>
      className="code-tools-fields"
      title={() => (
        <Typography.Text strong>{`${w('fields')} · ${w('fieldCount', contract.fields.length)}`}</Typography.Text>
      )}
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={contract.fields}
      columns={[
        { key: 'name', title: w('name'), render: (_, f) => <Typography.Text code>{f.name}</Typography.Text> },
        { key: 'label', title: w('label'), render: (_, f) => nameOf(f, lang) },
        { key: 'kind', title: w('kind'), render: (_, f) => kindText(f.kind, lang) },
        { key: 'required', title: w('required'), render: (_, f) => (f.required ? w('yes') : w('no')) },
        {
          key: 'dict',
          title: w('dictionary'),
          render: (_, f) => (f.dict ? `${f.dict.label[lang]} (${f.dict.code})` : ''),
        },
        {
          key: 'to',
          title: w('reference'),
          render: (_, f) => (f.to ? `${resourceByModule.get(f.to)?.label[lang] ?? f.to} (${f.to})` : ''),
        },
        { key: 'rules', title: w('rules'), render: (_, f) => rules(f).join(lang === 'en' ? ', ' : '，') },
      ]}
    />
  );
}

function RouteTable({ routes, lang }: { routes: ContractRoute[]; lang: Lang }) {
  const w = codeToolText(lang);
  return (
    <Table<ContractRoute>
      className="code-tools-routes"
      title={() => <Typography.Text strong>{w('routes')}</Typography.Text>}
      rowKey={(r) => `${r.method} ${r.url}`}
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={routes}
      columns={[
        { key: 'method', title: w('method'), render: (_, r) => <Tag>{r.method}</Tag> },
        { key: 'url', title: w('path'), render: (_, r) => <Typography.Text code>{r.url}</Typography.Text> },
        { key: 'kind', title: w('purpose'), render: (_, r) => routeKindText(r.kind, lang) },
        { key: 'permission', title: w('permission'), render: (_, r) => r.permission ?? '—' },
      ]}
    />
  );
}
