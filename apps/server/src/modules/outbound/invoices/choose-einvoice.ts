import type { Config } from '../../../config';
import type { Invoicing } from './invoicing-context';
import { SandboxEInvoice } from './sandbox-einvoice';

/**
 * The e-invoice platforms the configuration chooses (EINVOICE_ADAPTER): `sandbox`, the offline one, or `none`;
 * a seller on a platform not configured is refused when it issues.
 */
export function chooseInvoicing(config: Config): Invoicing {
  if (config.einvoiceAdapter === 'none') return { adapters: {} };
  // the sandbox plays every platform offline, so a seller registered with Tencent can be tried before going live
  const sandbox = new SandboxEInvoice(config.timeZone);
  return { adapters: { sandbox, tencent: sandbox } };
}
