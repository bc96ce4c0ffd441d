import { ErrorCode } from '@club/contract/lib/errors';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/errors';
import { useSession } from '../api/session';
import { t } from '../i18n';
import { confirmDialog } from '../ui/dialog';
import { toastError } from '../ui/toast';
import { personQuery } from './api/get-person';
import { nav } from './navigation';
import { paths } from './paths';

/** "No payment password set", with the way to set one (spec §8). */
async function promptSetUp(): Promise<void> {
  const setUp = await confirmDialog({
    title: t('payPassword.notSet'),
    content: t('payPassword.notSetHint'),
    confirmText: t('payPassword.setUp'),
    cancelText: t('common.cancel'),
  });
  if (setUp) nav.navigateTo(paths.payPassword);
}

/**
 * Whether the member has a pay password. The stored profile may predate one set since, so its "no"
 * is asked again before the member is sent off to set one; without a profile the server decides
 * (it answers PAY_PASSWORD_NOT_SET, which the step handles the same way).
 */
async function hasPayPassword(queryClient: QueryClient): Promise<boolean> {
  const known = useSession.getState().userInfo;
  if (!known || known.hasPayPassword) return true;
  const fresh = await queryClient.fetchQuery({ ...personQuery, staleTime: 0 }).catch(() => known);
  return fresh.hasPayPassword;
}

/**
 * The one "confirm with the pay password" step of the member app (a withdrawal, a membership, an
 * investment). `open(target)` shows the 6-digit popup for what is confirmed, or the set-up prompt
 * when there is no pay password; the digits go to `confirm`, and the step closes once it resolves.
 * The pay password's own refusals read the same everywhere: a wrong one keeps the step open with
 * the server's message (it counts the tries left) and clears the digits; every other refusal closes
 * it and goes first to `onRefused`, where the owner re-reads what it shows or answers a refusal of
 * its own (true: it has said why); what is left is the step's: "not set" offers to set one, anything
 * else (locked, with when it opens again) shows the server's message. "Forgot payment password?" in
 * the popup closes the step and opens the reset by SMS.
 *
 * Render `<PayPasswordPopup {...step.popup} …/>` with a summary of `step.target`.
 */
export function usePayPasswordStep<T>({
  confirm,
  onRefused,
}: {
  confirm: (target: T, payPassword: string) => Promise<unknown>;
  onRefused?: (error: unknown, target: T) => boolean | Promise<boolean>;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  async function open(next: T): Promise<void> {
    if (!(await hasPayPassword(queryClient))) {
      await promptSetUp();
      return;
    }
    setPin('');
    setWrong(false);
    setTarget(next);
  }

  async function fill(payPassword: string): Promise<void> {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await confirm(target, payPassword);
      setTarget(null);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === ErrorCode.PAY_PASSWORD_WRONG) {
        toastError(error);
        setPin('');
        setWrong(true);
        return;
      }
      setTarget(null);
      if (await onRefused?.(error, target)) return;
      if (code === ErrorCode.PAY_PASSWORD_NOT_SET) await promptSetUp();
      else toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    /** What the open step confirms; null while it is closed. */
    target,
    open,
    popup: {
      visible: target !== null,
      value: pin,
      error: wrong,
      busy,
      onChange: (value: string) => {
        setPin(value);
        setWrong(false);
      },
      onFill: fill,
      onClose: () => setTarget(null),
      // The reset page's own Back returns here, with the step closed: the member starts it again.
      onForgot: () => {
        setTarget(null);
        nav.navigateTo(paths.payPasswordReset);
      },
    },
  };
}
