import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchBranding } from '../api/shell-api';

export type BrandingView = {
  logo: string;
  shortName: string;
  title: string;
  footer: string;
  paymentSandbox: { autopay: boolean } | null;
};

/**
 * The host's branding, or the product's own when none is configured or the call fails; with it, whether
 * payments go through the payment sandbox.
 */
export function useBranding(): BrandingView {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['branding', window.location.host],
    queryFn: () => fetchBranding(window.location.host).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    logo: data?.logo_image_base64 || '/favicon.svg',
    shortName: data?.short_system_name || t('brand.shortName'),
    title: data?.indexTitle || t('brand.title'),
    footer: data?.footer || t('brand.footer', { year: new Date().getFullYear() }),
    paymentSandbox: data?.paymentSandbox ?? null,
  };
}
