import type { TFocusBody, TProjectDetail } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { projectsKey } from '../../../shared/api/project-keys';
import { projectDetailQuery } from './get-project-detail';

export type FocusKind = TFocusBody['kind'];

export const postSetFocus = (body: TFocusBody) =>
  post('/app/film/focus/setFavoriteOrFollow', body, {
    schema: contractSchema('project', (c) => c.ZFocusState),
  });

/**
 * Favourite (my collect) or follow (my focus) a project. The answer is the project's new pair of
 * flags: written into the detail at once; the lists that show them (favourites, follows) reload.
 */
export function useSetFocus(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetFocus,
    onSuccess: (state) => {
      queryClient.setQueryData<TProjectDetail>(projectDetailQuery(projectId).queryKey, (old) =>
        old ? { ...old, ...state } : old,
      );
      void queryClient.invalidateQueries({
        queryKey: projectsKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
