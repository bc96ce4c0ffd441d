import { featureTexts } from '../../i18n/feature-texts';

/** The pay-password reset screen's texts, fetched with its chunk in the member's language. */
export const meTexts = featureTexts(import.meta.glob<{ default: object }>('./locales/*.json'));
