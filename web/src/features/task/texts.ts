import { featureTexts } from '../../i18n/feature-texts';

/** The trailer task screens' texts, fetched with their chunk in the member's language. */
export const taskTexts = featureTexts(import.meta.glob<{ default: object }>('./locales/*.json'));
