import type { TDanmu, TDanmuSendBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';
import { danmuKey } from './get-danmu';

export const postDanmu = (body: TDanmuSendBody) =>
  post('/app/trailer/danmu/send', body, { schema: contractSchema('danmu', (c) => c.ZDanmu) });

/** Posts a danmu and puts it in the trailer's list at once, so it flies now rather than after a reload. */
export function usePostDanmu(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TDanmuSendBody, 'projectId'>) => postDanmu({ ...body, projectId }),
    onSuccess: (posted) => {
      queryClient.setQueryData<TDanmu[]>(danmuKey(projectId), (list) => [...(list ?? []), posted]);
    },
  });
}
