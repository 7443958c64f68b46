import {
  aliOssConfigResource,
  parkMiniProgramResource,
  smsPlatKeyResource,
  thirdPartyAppResource,
  thirdPlatformResource,
  wxInfoResource,
} from '@parking/resources';
import { sealSecrets } from '../payments/merchant-keys.hooks';

// keys of platforms, SMS providers, the official account and storage are sealed like merchants' keys
sealSecrets(thirdPlatformResource, {}, []);
sealSecrets(thirdPartyAppResource, {}, []);
sealSecrets(smsPlatKeyResource, {}, []);
sealSecrets(wxInfoResource, {}, []);
sealSecrets(parkMiniProgramResource, {}, []);
sealSecrets(aliOssConfigResource, {}, []);
