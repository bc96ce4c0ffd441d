import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Runs an operator action: a busy flag for its button, a success or error message (the server's
 * own, translated), and every list refetched afterwards, since one decision changes several.
 */
export function useAction() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(id: string, action: () => Promise<unknown>, done = t('common.done')): Promise<boolean> {
    setBusy(id);
    try {
      await action();
      message.success(done);
      return true;
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries();
    }
  }
  return { run, busy };
}
