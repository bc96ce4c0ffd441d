import { GiftOutlined } from '@ant-design/icons';
import type { TAdminMemberInfo, TAwardBody } from '@club/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useTextRule } from '../../ui/use-text-rule';
import { useAwardMember } from './api/post-member-award';

type AwardValues = Required<Pick<TAwardBody, 'amount' | 'wallet' | 'reason'>>;

/**
 * An award to this member (ledger type AWARD): amount, the wallet it goes to and why. It waits for
 * a second operator, and is paid from the marketing budget, never from members' money.
 */
export function AwardButton({ member }: { member: TAdminMemberInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AwardValues>();
  const award = useAwardMember();
  const moneyRule = useMoneyRule();
  const textRule = useTextRule();
  return (
    <>
      <Button icon={<GiftOutlined />} onClick={() => setOpen(true)} data-testid="member-award">
        {t('members.award.button')}
      </Button>
      {open && (
        <FormModal
          form={form}
          title={t('members.award.title', { name: member.nickname, id: member.id })}
          okText={t('members.award.ask')}
          initialValues={{ wallet: 'work' }}
          onSave={(values) => award.mutateAsync({ userId: member.id, ...values })}
          onClose={() => setOpen(false)}
          done={(answer) => t('members.award.requested', { id: member.id, request: answer.requestId })}
        >
          <Form.Item name="amount" label={t('common.amount')} rules={[moneyRule]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item name="wallet" label={t('members.award.wallet')}>
            <Radio.Group
              options={[
                { value: 'work', label: t('members.award.wallets.work') },
                { value: 'income', label: t('members.award.wallets.income') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('members.award.reason')}
            rules={[textRule({ max: 200, multiLine: false, required: true })]}
          >
            <Input maxLength={200} data-testid="member-award-reason" />
          </Form.Item>
          <p>{t('members.award.note')}</p>
        </FormModal>
      )}
    </>
  );
}
