import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseAreaCode, flagOf, useAreaCode } from '../area-code';
import styles from '../auth.module.css';
import { AreaCodeList } from './area-code-list';

/** The "+1 ▾" button in front of the phone number; opens the country list in a popup. */
export function AreaCodePicker() {
  const { t } = useTranslation();
  const { areaCode, country } = useAreaCode();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.areaButton}
        onClick={() => setOpen(true)}
        aria-label={t('pages.selectCountry')}
        data-testid="area-code"
      >
        {country && <span aria-hidden="true">{flagOf(country)}</span>}
        <span dir="ltr">{areaCode ? `+${areaCode}` : '+'}</span>
        <DownFill className={styles.areaCaret} />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        showCloseButton
        bodyClassName={styles.areaPopup}
        destroyOnClose
      >
        <h2 className={styles.popupTitle}>{t('pages.selectCountry')}</h2>
        <AreaCodeList
          onSelect={(entry) => {
            chooseAreaCode(entry);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
