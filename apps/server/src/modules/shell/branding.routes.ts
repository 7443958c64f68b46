import type { Lang } from '@parking/domain';
import { customConfigResource, enabledState } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { sandboxModeOf } from '../traffic/payments/sandbox-payment';

const defaultLogo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#409EFF"/><path d="M20 48V16h14a10 10 0 0 1 0 20h-6v12z" fill="#fff"/></svg>',
).toString('base64')}`;

const defaults = (lang: Lang) => {
  const year = new Date().getFullYear();
  return lang === 'en'
    ? {
        short: 'Smart Parking',
        title: 'Smart Parking Back Office',
        footer: `© ${year} Smart Parking. All rights reserved.`,
      }
    : { short: '智慧停车', title: '智慧停车管理平台', footer: `© ${year} 智慧停车 版权所有` };
};

/** The configured domains that may brand a host, most specific first: the host, its name, wildcards, then *. */
export function domainCandidates(host: string): string[] {
  const h = host.trim().toLowerCase();
  const name = h.replace(/:\d+$/, '');
  const parts = name.split('.');
  const wildcards = parts.slice(1).map((_, i) => `*.${parts.slice(i + 1).join('.')}`);
  return [...new Set([h, name, ...wildcards, '*'])];
}

export const brandingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysCustomConfig/getSysCustomConfigByUserId',
    section: 'shell',
    auth: 'public',
    summary:
      "The branding of the host serving the console (the product's own when none is configured), and whether payments go through the payment sandbox (paymentSandbox, null for a real channel)",
    query: z.object({
      host: z
        .string()
        .trim()
        .max(255)
        .refine((v) => /^[A-Za-z0-9_.:-]*$/.test(v), {
          params: { msg: { zh: '必须是主机名', en: 'must be a host name' } },
        })
        .optional(),
    }),
    handler: async ({ app, query, req, lang }) => {
      const host = query.host || req.headers.host || '';
      const candidates = domainCandidates(host);
      const t = tableOf(customConfigResource);
      const rows = await app.db
        .select()
        .from(t)
        .where(and(inArray(t.domain, candidates), isNull(t.deletedAt), eq(t.state, enabledState.values.enabled)));
      const row = candidates.map((c) => rows.find((r) => r.domain.toLowerCase() === c)).find(Boolean);
      const d = defaults(lang);
      return {
        recordId: row?.id ?? null,
        domain: row?.domain ?? null,
        logo_image_base64: row?.logoImageBase64 || defaultLogo,
        short_system_name: row?.shortSystemName || d.short,
        indexTitle: row?.indexTitle || d.title,
        footer: row?.footer || d.footer,
        isDefault: !row,
        paymentSandbox: sandboxModeOf(app.payments),
      };
    },
  }),
];
