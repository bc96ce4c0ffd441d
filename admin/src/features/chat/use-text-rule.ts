import { useTranslation } from 'react-i18next';
import { textProblem } from './chat-values';

/** A form rule for a chat text field, saying in the operator's language what `textProblem` found. */
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
            : t('chat.badCharacters');
      return Promise.reject(new Error(text));
    },
  });
}
