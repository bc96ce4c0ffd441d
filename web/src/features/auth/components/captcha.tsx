import { LazyOnce } from '../../../ui/lazy-once';
import type { SliderCaptchaProps } from './slider-captcha';

export type { CaptchaAnswer } from './slider-captcha';

const load = () => import('./slider-captcha');

/** The slider puzzle, loaded the first time it opens (it is not needed to show login or register). */
export function Captcha(props: SliderCaptchaProps) {
  return <LazyOnce load={load} active={props.visible} props={props} />;
}
