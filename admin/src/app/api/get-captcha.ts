import { contractSchema, get } from '../../api/client';

/** A fresh slider puzzle; each is single-use, so it is fetched for every attempt, never cached. */
export const getCaptcha = () =>
  get('app/comm/comm/generateImageValidationUrl', undefined, {
    schema: contractSchema((c) => c.ZCaptchaChallenge),
  });
