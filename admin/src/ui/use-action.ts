import { errorMessage } from '@club/contract/lib/envelope';
import { App } from 'antd';
import { useState } from 'react';

/**
 * Runs an operator action: a busy flag for its button and a success or error message (the
 * server's own, translated). What the action changes is refetched by its feature's call, which
 * invalidates the keys of what it changes (`features/<f>/api/`).
 */
export function useAction() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  /**
   * `done` is the success message, naming what was done to what ("Project #12 published"), or one
   * made from the action's answer (a request that waits for a second operator); null for an action
   * whose result shows on the page itself. There is no default: a bare "Done" tells an operator
   * working down a list nothing about which row it was.
   */
  async function run<T>(
    id: string,
    action: () => Promise<T>,
    done: string | null | ((answer: T) => string),
  ): Promise<boolean> {
    setBusy(id);
    try {
      const answer = await action();
      if (done !== null) message.success(typeof done === 'function' ? done(answer) : done);
      return true;
    } catch (error) {
      message.error(errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
