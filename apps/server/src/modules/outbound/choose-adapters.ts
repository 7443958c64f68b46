import type { Config } from '../../config';
import { SandboxAccountApi, SandboxMail, SandboxPlatform, SandboxText } from './adapters/sandbox-adapters';
import { SandboxAdvert } from './adapters/sandbox-advert';
import type { OutboundAdapters } from './outbound-context';

/** The outside services' adapters the configuration chooses; this build's are the offline sandboxes. */
export function chooseOutboundAdapters(config: Config): OutboundAdapters {
  return {
    mail: new SandboxMail(),
    text: new SandboxText(),
    platform: new SandboxPlatform(),
    accountApi: new SandboxAccountApi(),
    advert: config.advertAdapter === 'none' ? null : new SandboxAdvert(config.timeZone),
  };
}
