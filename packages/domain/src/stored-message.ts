import type { Lang, Message } from './message';

const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' && v !== null && typeof (v as Message).zh === 'string' && typeof (v as Message).en === 'string';

/**
 * A message kept in one text column in both languages, as JSON {"zh","en"}, never longer than `max`: the
 * longer language is cut first, so the stored text stays valid JSON whatever its length.
 */
export function storedMessage(m: Message, max: number): string {
  let { zh, en } = m;
  for (;;) {
    const text = JSON.stringify({ zh, en });
    const over = text.length - max;
    if (over <= 0) return text;
    if (zh.length >= en.length) zh = zh.slice(0, Math.max(0, zh.length - over));
    else en = en.slice(0, Math.max(0, en.length - over));
    if (!zh && !en) return JSON.stringify({ zh: '', en: '' });
  }
}

/** The message a stored text holds, or null for a text written before messages were kept in both languages. */
export function readStoredMessage(stored: string): Message | null {
  if (!stored.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return isMessage(value) ? { zh: value.zh, en: value.en } : null;
  } catch {
    return null;
  }
}

/** A stored message in one language; older plain text as it was written. */
export function storedMessageIn(stored: string | null | undefined, lang: Lang): string | null {
  if (stored == null) return null;
  const m = readStoredMessage(stored);
  return m ? m[lang] || m.zh || m.en : stored;
}
