import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { paths } from '../../shared/paths';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { showToast, toastError, toastSuccess } from '../../ui/toast';
import { type BankForm, checkBankForm, checkTrc20Address, TEXT_MAX } from './account-form';
import { useAddBankCard } from './api/post-bank-card-add';
import styles from './withdraw.module.css';

type Kind = 'bank' | 'usdt-trc20';

const EMPTY: BankForm = { holderName: '', bankName: '', accountNumber: '', branch: '', iban: '', swift: '' };

function Field({
  id,
  label,
  optional,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}>{t('bank.optional')}</span>}
      </label>
      {children}
    </div>
  );
}

export default function BankCardAddPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(query.kind === 'usdt-trc20' ? 'usdt-trc20' : 'bank');
  const [form, setForm] = useState<BankForm>(EMPTY);
  const [address, setAddress] = useState('');
  const add = useAddBankCard();
  const set = (name: keyof BankForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = kind === 'bank' ? checkBankForm(form) : checkTrc20Address(address);
    if (!checked.ok) {
      void showToast({ content: checked.message });
      document.getElementById(`bank-field-${checked.field}`)?.focus();
      return;
    }
    try {
      const account = await add.mutateAsync(checked.body);
      toastSuccess(account.status === 'verified' ? t('bank.savedVerified') : t('bank.savedPending'));
      nav.backOr(paths.bankCard);
    } catch (error) {
      toastError(error);
    }
  }

  const kinds: { kind: Kind; label: string; testId: string }[] = [
    { kind: 'bank', label: t('bank.kind.bank'), testId: 'bank-kind-bank' },
    { kind: 'usdt-trc20', label: t('bank.kind.usdt'), testId: 'bank-kind-usdt' },
  ];

  return (
    <>
      <PageNavBar title={t('pages.addBankCard')} />
      <form className={styles.page} onSubmit={onSubmit} noValidate>
        <section className={styles.card}>
          <fieldset className={styles.segments} aria-label={t('bank.kindLabel')}>
            {kinds.map((option) => (
              <button
                key={option.kind}
                type="button"
                className={option.kind === kind ? styles.segmentActive : styles.segment}
                aria-pressed={option.kind === kind}
                onClick={() => setKind(option.kind)}
                data-testid={option.testId}
              >
                {option.label}
              </button>
            ))}
          </fieldset>

          {kind === 'bank' ? (
            <div className={styles.fields}>
              <Field id="bank-field-holderName" label={t('bank.holder')}>
                <TextField
                  id="bank-field-holderName"
                  value={form.holderName}
                  onChange={set('holderName')}
                  maxLength={TEXT_MAX}
                  autoComplete="cc-name"
                  placeholder={t('bank.holderPlaceholder')}
                  data-testid="bank-holder"
                />
              </Field>
              <Field id="bank-field-bankName" label={t('bank.bankName')}>
                <TextField
                  id="bank-field-bankName"
                  value={form.bankName}
                  onChange={set('bankName')}
                  maxLength={TEXT_MAX}
                  placeholder={t('bank.bankNamePlaceholder')}
                  data-testid="bank-name"
                />
              </Field>
              <Field id="bank-field-accountNumber" label={t('bank.accountNumber')}>
                <TextField
                  id="bank-field-accountNumber"
                  value={form.accountNumber}
                  onChange={set('accountNumber')}
                  maxLength={34}
                  // Typed left to right; empty, the placeholder keeps the page's direction.
                  dir={form.accountNumber ? 'ltr' : undefined}
                  className={styles.ltrValue}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder={t('bank.accountNumberPlaceholder')}
                  data-testid="bank-number"
                />
              </Field>
              <Field id="bank-field-branch" label={t('bank.branch')} optional>
                <TextField
                  id="bank-field-branch"
                  value={form.branch}
                  onChange={set('branch')}
                  maxLength={TEXT_MAX}
                  data-testid="bank-branch"
                />
              </Field>
              <Field id="bank-field-iban" label={t('bank.iban')} optional>
                <TextField
                  id="bank-field-iban"
                  value={form.iban}
                  onChange={set('iban')}
                  maxLength={42}
                  dir={form.iban ? 'ltr' : undefined}
                  className={styles.ltrValue}
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="GB33 BUKB 2020 1555 5555 55"
                  data-testid="bank-iban"
                />
              </Field>
              <Field id="bank-field-swift" label={t('bank.swift')} optional>
                <TextField
                  id="bank-field-swift"
                  value={form.swift}
                  onChange={set('swift')}
                  maxLength={11}
                  dir={form.swift ? 'ltr' : undefined}
                  className={styles.ltrValue}
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="BUKBGB22"
                  data-testid="bank-swift"
                />
              </Field>
              <p className={styles.formNote}>
                <ExclamationCircleOutline className={styles.noteIcon} />
                <span>{t('bank.bankNote')}</span>
              </p>
            </div>
          ) : (
            <div className={styles.fields}>
              <Field id="bank-field-address" label={t('bank.address')}>
                <TextField
                  id="bank-field-address"
                  value={address}
                  onChange={setAddress}
                  maxLength={64}
                  dir={address ? 'ltr' : undefined}
                  className={styles.ltrValue}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  placeholder={t('bank.addressPlaceholder')}
                  data-testid="bank-address"
                />
              </Field>
              <p className={styles.formNote}>
                <ExclamationCircleOutline className={styles.noteIcon} />
                <span>{t('bank.addressNote')}</span>
              </p>
            </div>
          )}
        </section>

        <SubmitButton loading={add.isPending} testId="bank-save">
          {t('common.save')}
        </SubmitButton>
      </form>
    </>
  );
}
