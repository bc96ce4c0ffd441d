import 'i18next';
import type me from '../features/me/locales/en.json';
import type ranking from '../features/ranking/locales/en.json';
import type report from '../features/report/locales/en.json';
import type task from '../features/task/locales/en.json';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // The app's texts, and those that features fetch with their chunks (`feature-texts.ts`).
    resources: { translation: typeof en & typeof me & typeof ranking & typeof report & typeof task };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
