export { isLedEffect, type LedEffectName, ledEffect, ledEffectFamilies } from '@parking/domain';
