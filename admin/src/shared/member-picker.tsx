import type { TAdminMemberPicked } from '@club/contract';
import { errorMessage } from '@club/contract/lib/envelope';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneOf } from '../ui/phone';
import { useMemberPick } from './api/post-member-pick';

/** Typing pauses this long before the server is asked, so a phone number typed is one request. */
const SEARCH_DELAY_MS = 300;

/** "Ada · +1 2025550100 · #12": what tells two members apart at a glance. */
export const pickedLabel = (m: TAdminMemberPicked) => `${m.nickname} · ${phoneOf(m)} · #${m.id}`;

/**
 * The one way the back office names a member in a form or a filter: searched on the server by
 * phone, name or id, the member's id as the value. A form item drives it through `value` and
 * `onChange`, as any antd input; `onMember` also hands over the member chosen, for a form that
 * names them afterwards.
 */
export function MemberPicker(props: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  onMember?: (member: TAdminMemberPicked | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The chosen member stays an option while a later search lists others, so its label stays shown.
  const [chosen, setChosen] = useState<TAdminMemberPicked | undefined>();
  const found = useMemberPick(search);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = found.data?.list ?? [];
  const members = chosen && !list.some((m) => m.id === chosen.id) ? [chosen, ...list] : list;
  const waiting = typed.trim() !== search || found.isFetching;

  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={props.value}
      onChange={(id) => {
        const member = members.find((m) => m.id === id);
        setChosen(member);
        props.onMember?.(member);
        props.onChange?.(id);
      }}
      placeholder={props.placeholder ?? t('common.memberPick')}
      aria-label={props['aria-label'] ?? props.placeholder ?? t('common.memberPick')}
      data-testid={props['data-testid']}
      style={{ width: '100%', ...props.style }}
      loading={waiting}
      status={found.isError ? 'error' : undefined}
      notFoundContent={
        found.isError
          ? errorMessage(found.error)
          : search === '' || waiting
            ? t('common.memberPickHelp')
            : t('common.memberNotFound')
      }
      options={members.map((m) => ({ value: m.id, label: pickedLabel(m) }))}
    />
  );
}
