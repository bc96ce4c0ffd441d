import { ZMultiLineText, ZSingleLineText } from '@club/contract';
import { useTranslation } from 'react-i18next';

export type TextProblem = 'required' | 'tooLong' | 'characters';

/**
 * Why a text would be refused, checked as it will be sent (trimmed where the server trims): empty
 * when required, too long (UTF-16 units, as zod counts), or holding a character the contract
 * refuses (a line break in a one-line text, control or bidi-override characters anywhere).
 */
export function textProblem(
  text: string | undefined,
  opts: { max: number; multiLine: boolean; required: boolean },
): TextProblem | null {
  const sent = (text ?? '').trim();
  if (sent === '') return opts.required ? 'required' : null;
  if (sent.length > opts.max) return 'tooLong';
  return (opts.multiLine ? ZMultiLineText : ZSingleLineText).safeParse(sent).success ? null : 'characters';
}

/** A form rule for a text field, saying in the operator's language what `textProblem` found. */
export function useTextRule() {
  const { t } = useTranslation();
  return (opts: { max: number; multiLine: boolean; required: boolean }) => ({
    validator(_: unknown, value: string | undefined) {
      const problem = textProblem(value, opts);
      if (!problem) return Promise.resolve();
      const text =
        problem === 'required'
          ? t('common.required')
          : problem === 'tooLong'
            ? t('common.tooLong', { max: opts.max })
            : t('common.badCharacters');
      return Promise.reject(new Error(text));
    },
  });
}
