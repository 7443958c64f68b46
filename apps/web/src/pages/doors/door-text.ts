import { useTranslation } from 'react-i18next';

export const doorTexts = {
  facePhoto: { zh: '人脸照片', en: 'Face photo' },
  photoTitle: { zh: '人脸照片：{{name}}', en: 'Face photo: {{name}}' },
  noPhoto: { zh: '尚未上传人脸照片', en: 'No face photo yet' },
  photoHint: {
    zh: '请上传正脸清晰的 JPEG 或 PNG 图片，不超过 1 MB；新照片替换旧照片并下发到门禁读头。',
    en: 'A clear frontal JPEG or PNG of at most 1 MB; a new photo replaces the old one on the door readers.',
  },
  choosePhoto: { zh: '选择照片并上传', en: 'Choose and upload a photo' },
  uploaded: { zh: '人脸照片已保存', en: 'Face photo saved' },
  close: { zh: '关闭', en: 'Close' },
} as const;

type Key = keyof typeof doorTexts;

/** The texts of the door pages, in the console's language. */
export function useDoorTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (key: Key, vars: Record<string, string | number> = {}) =>
    doorTexts[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
