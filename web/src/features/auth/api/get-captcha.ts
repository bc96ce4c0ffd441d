import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getCaptcha = (signal?: AbortSignal) =>
  get('/app/comm/comm/generateImageValidationUrl', undefined, {
    schema: contractSchema('auth', (c) => c.ZCaptchaChallenge),
    signal,
  });

/** A puzzle is single-use: each `attempt` is a new one, never cached. */
export function useCaptcha(attempt: number, enabled: boolean) {
  return useQuery({
    queryKey: ['captcha', attempt],
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
