import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { Message } from '@parking/domain';
import {
  aliApiConfigResource,
  aliSubMerchantConfigResource,
  allFields,
  type ResourceDef,
  wxApiConfigResource,
  wxApiSubMerchantConfigResource,
} from '@parking/resources';
import { type Row, registerHooks } from '../../../crud/hooks';
import { badRequest } from '../../../platform/errors';
import { sealSecret } from '../../../platform/secret-box';
import { platformKeyOf } from './wechat-pay-v3';

const problem = (field: string, label: Message, rule: Message) =>
  badRequest({ zh: `${label.zh}(${field}): ${rule.zh}`, en: `${label.en}(${field}): ${rule.en}` }, [{ field }]);

const fieldLabel = (def: ResourceDef, field: string): Message =>
  allFields(def)[field]?.label ?? { zh: field, en: field };

/** A secret given on a write is checked, then stored sealed; one left empty keeps what is stored. */
export function sealSecrets(
  def: ResourceDef,
  checks: Record<string, (v: string) => Message | null>,
  neededOnAdd: string[],
): void {
  const secretFields = Object.entries(allFields(def)).flatMap(([k, f]) => (f.secret ? [k] : []));
  registerHooks(def, {
    beforeSubmit(ctx, values, existing) {
      const v = values as Row;
      for (const field of secretFields) {
        const given = typeof v[field] === 'string' ? (v[field] as string).trim() : '';
        delete v[field];
        if (!given) {
          if (!existing && neededOnAdd.includes(field)) {
            throw problem(field, fieldLabel(def, field), { zh: '必填', en: 'is required' });
          }
          continue;
        }
        const wrong = checks[field]?.(given);
        if (wrong) throw problem(field, fieldLabel(def, field), wrong);
        v[`$${field}`] = sealSecret(ctx.app.tokenSecret, given);
      }
    },
  });
}

const privateKeyRule = (v: string): Message | null => {
  try {
    const key = createPrivateKey(v);
    return key.asymmetricKeyType === 'rsa' ? null : { zh: '必须是 RSA 私钥', en: 'must be an RSA private key' };
  } catch {
    return { zh: '不是 PEM 格式的私钥', en: 'is not a private key in PEM' };
  }
};

const apiV3KeyRule = (v: string): Message | null =>
  Buffer.byteLength(v, 'utf8') === 32 ? null : { zh: '必须是 32 个字符', en: 'must be 32 characters' };

const publicKeyRule =
  (read: (v: string) => unknown) =>
  (v: string): Message | null => {
    try {
      read(v);
      return null;
    } catch {
      return { zh: '不是 PEM 格式的证书或公钥', en: 'is not a certificate or public key in PEM' };
    }
  };

sealSecrets(wxApiConfigResource, { privateKey: privateKeyRule, apiV3Key: apiV3KeyRule }, ['privateKey', 'apiV3Key']);
sealSecrets(aliApiConfigResource, { appPrivateKey: privateKeyRule }, ['appPrivateKey']);
sealSecrets(wxApiSubMerchantConfigResource, {}, []);
sealSecrets(aliSubMerchantConfigResource, {}, []);

/** Public keys are checked too: a wrong one would refuse every callback. */
registerHooks(wxApiConfigResource, {
  beforeSubmit(_ctx, values) {
    const cert = (values as Row).platformCert;
    if (typeof cert === 'string' && cert.trim()) {
      const wrong = publicKeyRule(platformKeyOf)(cert);
      if (wrong) throw problem('platformCert', fieldLabel(wxApiConfigResource, 'platformCert'), wrong);
    }
  },
});
registerHooks(aliApiConfigResource, {
  beforeSubmit(_ctx, values) {
    const key = (values as Row).alipayPublicKey;
    if (typeof key === 'string' && key.trim()) {
      const wrong = publicKeyRule(createPublicKey)(key);
      if (wrong) throw problem('alipayPublicKey', fieldLabel(aliApiConfigResource, 'alipayPublicKey'), wrong);
    }
  },
});
