import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../shared/api/get-income';
import { useMembership } from '../../shared/api/get-member-check';
import { PageNavBar } from '../../shared/nav-bar';
import { QueryState } from '../../ui/query-state';
import { useMemberLevels } from './api/get-member-levels';
import { MembershipView } from './membership-view';

/** VIP member (spec §5): the member's membership, the levels on offer and the wallet that pays. */
export default function MemberPage() {
  const { t } = useTranslation();
  const membership = useMembership();
  const levels = useMemberLevels();
  const income = useIncome();
  const query = combineQueries({ check: membership, levels, income });
  return (
    <>
      <PageNavBar title={t('pages.vipMember')} />
      <QueryState query={query}>
        {(data) => (
          <MembershipView
            check={data.check}
            levels={data.levels}
            income={data.income}
            refetch={() => void membership.refetch()}
          />
        )}
      </QueryState>
    </>
  );
}
