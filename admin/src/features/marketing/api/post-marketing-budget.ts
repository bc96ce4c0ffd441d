import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const budgetKey = ['marketing', 'budget'] as const;

export const postMarketingBudget = () =>
  post('admin/finance/marketing/budget', {}, { schema: contractSchema((c) => c.ZMarketingBudget) });

/** The marketing budget: what is in it, what waits for it, what it paid, who put money in. */
export function useMarketingBudget() {
  return useQuery({ queryKey: budgetKey, queryFn: postMarketingBudget });
}
