import type { TMessage } from '@club/contract';
import { paths, projectDetailPath, shareholdingPath } from '../../shared/paths';

export type MessageLink = NonNullable<TMessage['link']>;

/**
 * The screen a message's link opens, or null when it needs an object the message does not name.
 * A recharge opens its own order (the pay page shows one order and its state; the recharge details
 * list takes no order id); a withdrawal has no page of its own, so it opens the withdrawal list.
 */
export function linkPath(link: MessageLink): string | null {
  switch (link.to) {
    case 'recharge':
      return link.id === null ? paths.rechargeDetails : `${paths.rechargePay}?orderId=${link.id}`;
    case 'withdraw':
      return paths.withdrawDetails;
    case 'bank':
      return paths.bankCard;
    case 'member':
      return paths.member;
    case 'investment':
      return link.id === null ? paths.myInvest : shareholdingPath(link.id);
    case 'project':
      return link.id === null ? null : projectDetailPath(link.id);
  }
}
