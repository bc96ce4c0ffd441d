import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { taskPreviewKey } from './keys';

export const getTaskPreview = (signal?: AbortSignal) =>
  get('/app/trailer/task/preview', undefined, {
    schema: contractSchema('task', (c) => c.ZTaskPreview),
    signal,
  });

/**
 * Today's tasks as a VIP would get them, for a member without VIP (titles and rewards, nothing to
 * start): what the Task tab shows locked, once the list answered MEMBERSHIP_REQUIRED.
 */
export function useTaskPreview() {
  return useQuery({
    queryKey: [...taskPreviewKey, currentLanguage()],
    queryFn: ({ signal }) => getTaskPreview(signal),
  });
}
