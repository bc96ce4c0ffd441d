import type { TRedeemResult } from '@club/contract/lottery';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { couponText } from '../../ui/coupon-text';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { Popup } from '../../ui/popup';
import { TextField } from '../../ui/text-field';
import { useRedeem } from './api/post-redeem';
import styles from './lottery.module.css';

function Redeemed({ result, money }: { result: TRedeemResult; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className={styles.redeemed} data-testid="lottery-redeemed" role="status">
      {result.draws > 0 && <p>{t('lottery.redeem.draws', { n: formatNumber(result.draws) })}</p>}
      {result.coupon && <p>{t('lottery.redeem.coupon', { coupon: couponText(result.coupon, money) })}</p>}
      <p className={styles.redeemedLeft}>
        {t('lottery.drawsLeftNow', { n: formatNumber(result.drawsLeft) })}
      </p>
    </div>
  );
}

/** A redeem code typed in and submitted, then what it gave: draws or a coupon. */
export function RedeemPopup({
  visible,
  money,
  onClose,
}: {
  visible: boolean;
  money: Money;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeem();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<TRedeemResult>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      setResult(await redeem.mutateAsync({ code: code.trim() }));
    } catch {
      // Shown under the field in the server's words (invalid, expired, used up, redeemed).
    }
  }

  function reset() {
    setCode('');
    setResult(undefined);
    redeem.reset();
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={reset}
      bodyClassName={styles.popup}
      data-testid="lottery-redeem-popup"
    >
      <h2 className={styles.popupTitle}>{t('lottery.redeem.title')}</h2>
      <div className={styles.popupBody}>
        {result ? (
          <>
            <Redeemed result={result} money={money} />
            <Button block color="primary" shape="rounded" onClick={onClose} data-testid="lottery-redeem-done">
              {t('lottery.result.ok')}
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit}>
            <TextField
              value={code}
              onChange={setCode}
              maxLength={40}
              placeholder={t('lottery.redeem.placeholder')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              aria-label={t('lottery.redeem.title')}
              data-testid="lottery-redeem-code"
            />
            {redeem.error && (
              <p className={styles.fieldError} role="alert" data-testid="lottery-redeem-error">
                {errorMessage(redeem.error)}
              </p>
            )}
            <Button
              className={styles.redeemSubmit}
              type="submit"
              block
              color="primary"
              shape="rounded"
              disabled={!code.trim()}
              loading={redeem.isPending}
              data-testid="lottery-redeem-submit"
            >
              {t('lottery.redeem.submit')}
            </Button>
          </form>
        )}
      </div>
    </Popup>
  );
}
