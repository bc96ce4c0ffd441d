import { featureTexts } from '../../i18n/feature-texts';

/** The report screens' texts, fetched with their chunk in the member's language. */
export const reportTexts = featureTexts(import.meta.glob<{ default: object }>('./locales/*.json'));
