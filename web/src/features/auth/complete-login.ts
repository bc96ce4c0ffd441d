import type { TTokens } from '@club/contract';
import { setTokens } from '../../api/session';
import { t } from '../../i18n';
import { personQuery } from '../../shared/api/get-person';
import { type LoginType, nav } from '../../shared/navigation';
import { queryClient } from '../../shared/query-client';
import { showToast } from '../../ui/toast';

/** After login or register: keep the tokens, load the profile into userInfo, go back where the user was. */
export async function completeLogin(tokens: TTokens, type: LoginType): Promise<void> {
  // A new session may be another member, or the same one much later: nothing cached may carry over.
  queryClient.clear();
  setTokens(tokens);
  try {
    await queryClient.fetchQuery({ ...personQuery, staleTime: 0 });
  } catch (error) {
    // The session is valid; the profile loads again on the first page that needs it.
    console.warn('[login] profile not loaded', error);
  }
  void showToast({
    icon: 'success',
    content: t(type === 'register' ? 'auth.registerSuccess' : 'auth.loginSuccess'),
  });
  nav.nextLogin(type);
}
