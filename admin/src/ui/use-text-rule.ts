import { ZMultiLineText, ZSingleLineText } from '@club/contract';
import { useTranslation } from 'react-i18next';

export type TextProblem = 'required' | 'tooLong' | 'characters';

/** What a text field takes: its length in UTF-16 units, whether line breaks, whether it may be empty. */
export type TextBounds = { max: number; multiLine: boolean; required: boolean };

/**
 * Why a text would be refused, checked as it will be sent (trimmed where the server trims): empty
 * when required, too long (UTF-16 units, as zod counts), or holding a character the contract
 * refuses (a line break in a one-line text, control or bidi-override characters anywhere).
 */
export function textProblem(text: string | undefined, opts: TextBounds): TextProblem | null {
  const sent = (text ?? '').trim();
  if (sent === '') return opts.required ? 'required' : null;
  if (sent.length > opts.max) return 'tooLong';
  return (opts.multiLine ? ZMultiLineText : ZSingleLineText).safeParse(sent).success ? null : 'characters';
}

/**
 * A form rule for a text field, saying in the operator's language what `textProblem` found. A field
 * may word the refused characters its own way (`badCharacters`), where the general message would
 * not tell the operator what to change.
 */
export function useTextRule() {
  const { t } = useTranslation();
  return (opts: TextBounds & { badCharacters?: string }) => ({
    validator(_: unknown, value: string | undefined) {
      const problem = textProblem(value, opts);
      if (!problem) return Promise.resolve();
      const text =
        problem === 'required'
          ? t('common.required')
          : problem === 'tooLong'
            ? t('common.tooLong', { max: opts.max })
            : (opts.badCharacters ?? t('common.badCharacters'));
      return Promise.reject(new Error(text));
    },
  });
}
