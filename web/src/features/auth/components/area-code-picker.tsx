import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOnce } from '../../../ui/lazy-once';
import { useAreaCode } from '../area-code';
import styles from '../auth.module.css';

const load = () => import('./area-code-popup');

/** The "+1 ▾" button in front of the phone number; opens the country list in a popup. */
export function AreaCodePicker() {
  const { t } = useTranslation();
  const { areaCode } = useAreaCode();
  const [open, setOpen] = useState(false);
  const code = areaCode ? `+${areaCode}` : '+';

  return (
    <>
      <button
        type="button"
        className={styles.areaButton}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void load()}
        // The name starts with what the button shows, so "+1" spoken is "+1" pressed.
        aria-label={`${code} ${t('pages.selectCountry')}`}
        data-testid="area-code"
      >
        <span dir="ltr">{code}</span>
        <DownFill className={styles.areaCaret} />
      </button>
      <LazyOnce load={load} active={open} props={{ visible: open, onClose: () => setOpen(false) }} />
    </>
  );
}
