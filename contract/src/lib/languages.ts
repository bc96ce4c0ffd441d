/** The 16 interface languages of the specification (section 9), in its order. */
export const LANGUAGES = [
  { code: 'ar-EG', name: 'العربية', rtl: true },
  { code: 'de-DE', name: 'Deutsch', rtl: false },
  { code: 'en', name: 'English', rtl: false },
  { code: 'es', name: 'Español', rtl: false },
  { code: 'fr', name: 'Français', rtl: false },
  { code: 'ja-JP', name: '日本語', rtl: false },
  { code: 'ko-KR', name: '한국어', rtl: false },
  { code: 'pl-PL', name: 'Polski', rtl: false },
  { code: 'sk-SK', name: 'Slovenčina', rtl: false },
  { code: 'zh-Hans', name: '简体中文', rtl: false },
  { code: 'id-ID', name: 'Bahasa Indonesia', rtl: false },
  { code: 'en-PH', name: 'English (Philippines)', rtl: false },
  { code: 'zh-Hant', name: '繁體中文', rtl: false },
  { code: 'ru-RU', name: 'Русский', rtl: false },
  { code: 'pt-PT', name: 'Português', rtl: false },
  { code: 'th-TH', name: 'ไทย', rtl: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

const byLower = new Map<string, LanguageCode>(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c]));
const traditionalChinese = ['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'];

/** One language tag → a supported language, or undefined ("zh-TW" → zh-Hant, "de" → de-DE). */
export function matchLanguage(tag: string | null | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  const exact = byLower.get(lower);
  if (exact) return exact;
  if (lower.startsWith('zh')) {
    return traditionalChinese.some((t) => lower.startsWith(t)) ? 'zh-Hant' : 'zh-Hans';
  }
  const primary = lower.split('-')[0];
  if (primary === 'en') return 'en';
  return LANGUAGE_CODES.find((c) => c.toLowerCase().split('-')[0] === primary);
}

/** An Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.5") → the best supported language. */
export function negotiateLanguage(header: string | null | undefined): LanguageCode {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const found = matchLanguage(r.tag);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}

export function isRtl(code: LanguageCode): boolean {
  return LANGUAGES.some((l) => l.code === code && l.rtl);
}
