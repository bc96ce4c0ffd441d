import { useTranslation } from 'react-i18next';

// What the settings page and a second approval of a settings change both say about a setting.

/** Settings that are amounts of money, in minor units of the platform currency. */
export const AMOUNT_SETTING_KEYS: ReadonlySet<string> = new Set([
  'fourEyesAmount',
  'teamInviteRebate',
  'teamDayDividend',
  'teamOneDividend',
]);

/**
 * A setting's label, one-line help and list-item label from the locale file; a key the file does
 * not know yet (a new server setting) shows as itself with no help, so the page never breaks.
 */
export function useSettingTexts() {
  const { t, i18n } = useTranslation();
  const text = (key: string, part: 'label' | 'help' | 'item', params?: Record<string, unknown>) => {
    const path = `settings.keys.${key}.${part}`;
    return i18n.exists(path) ? String(t(path as 'settings.title', params ?? {})) : undefined;
  };
  return {
    label: (key: string) => text(key, 'label') ?? key,
    help: (key: string) => text(key, 'help'),
    item: (key: string) =>
      i18n.exists(`settings.keys.${key}.item`)
        ? (n: number) => text(key, 'item', { n }) ?? `#${n}`
        : undefined,
  };
}
