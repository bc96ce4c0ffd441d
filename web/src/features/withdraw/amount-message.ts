import { parseAmount } from '@club/contract/lib/amount-text';
import { t } from '../../i18n';
import type { Money } from '../../ui/money';
import type { WithdrawChannel } from './api/get-withdraw-channels';
import { withdrawalProblem } from './fee';

/**
 * What the amount field says under itself as the member types: the format, then the limit that
 * binds with its figure (the balance it would exceed, the channel's minimum or maximum). An empty
 * field says nothing until the member submits it. `minor` is the amount when it can be withdrawn.
 */
export function withdrawAmountCheck(
  text: string,
  opts: { channel: WithdrawChannel; available: number; exponent: number; money: Money; submitted: boolean },
): { minor: number | null; message: string | null } {
  const x = t('fields.withdrawalAmount');
  const parsed = parseAmount(text, opts.exponent);
  if (!parsed.ok && parsed.reason !== 'tooLarge') {
    if (parsed.reason === 'empty') {
      return { minor: null, message: opts.submitted ? t('validation.pleaseEnter', { x }) : null };
    }
    const key = parsed.reason === 'zero' ? 'validation.amountPositive' : 'validation.formatError';
    return { minor: null, message: t(key, { x }) };
  }
  const minor = parsed.ok ? parsed.minor : Number.MAX_SAFE_INTEGER;
  const problem = withdrawalProblem(minor, opts.channel, opts.available);
  if (!problem) return { minor, message: null };
  const { money } = opts;
  switch (problem.kind) {
    case 'belowMin':
      return { minor: null, message: t('withdraw.belowMin', { min: money(problem.min) }) };
    case 'aboveMax':
      return { minor: null, message: t('withdraw.aboveMax', { max: money(problem.max) }) };
    case 'overAvailable':
      return {
        minor: null,
        message: t('withdraw.overAvailable', {
          available: money(problem.available),
          max: money(problem.max),
        }),
      };
    case 'nothingAvailable':
      return {
        minor: null,
        message: t('withdraw.nothingAvailable', {
          available: money(problem.available),
          min: money(problem.min),
        }),
      };
  }
}
