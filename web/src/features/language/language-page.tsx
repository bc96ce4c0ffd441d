import { LANGUAGES, type LanguageCode } from '@club/contract/lib/languages';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { ListButton } from '../../ui/list-button';
import { showToast, toastError } from '../../ui/toast';
import styles from './language.module.css';

export default function LanguagePage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<LanguageCode | null>(null);
  const current = currentLanguage();

  async function choose(code: LanguageCode) {
    if (code === current || busy) return;
    setBusy(code);
    try {
      await changeLanguage(code);
      // This render's `t` still speaks the old language: say it in the one just chosen.
      void showToast({ icon: 'success', content: t('language.switched', { lng: code }) });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageNavBar title={t('pages.chooseLanguage')} />
      <div className={styles.page}>
        <List className={styles.list} mode="card">
          {LANGUAGES.map((language) => {
            const active = language.code === current;
            return (
              <ListButton
                key={language.code}
                onClick={() => choose(language.code)}
                arrowIcon={false}
                extra={active ? <CheckOutline className={styles.check} /> : null}
                aria-current={active || undefined}
                data-testid={`language-${language.code}`}
              >
                <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'} className={styles.name}>
                  {language.name}
                </span>
              </ListButton>
            );
          })}
        </List>
      </div>
    </>
  );
}
