import { LANGUAGES, type LanguageCode } from '@club/contract/lib/languages';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { useLocaleState } from './locale-state';

/** Switches the back office's language (and antd's own texts and direction with it). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const setLocale = useLocaleState((s) => s.load);
  return (
    <Select<LanguageCode>
      value={currentLanguage()}
      aria-label={t('common.language')}
      style={{ minWidth: 160 }}
      options={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
      onChange={async (code) => {
        await Promise.all([changeLanguage(code), setLocale(code)]);
      }}
    />
  );
}
