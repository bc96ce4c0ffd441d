import { featureTexts } from '../../i18n/feature-texts';

/** The ranking screens' texts, fetched with their chunk in the member's language. */
export const rankingTexts = featureTexts(import.meta.glob<{ default: object }>('./locales/*.json'));
