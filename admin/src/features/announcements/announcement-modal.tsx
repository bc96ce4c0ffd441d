import type { TAdminMemberPicked, TAnnouncementAddBody } from '@club/contract';
import { errorMessage, isApiError } from '@club/contract/lib/envelope';
import { ErrorCode } from '@club/contract/lib/errors';
import { App, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../api/get-level-list';
import { MemberPicker, pickedLabel } from '../../shared/member-picker';
import { useCan } from '../../shared/use-person';
import { LanguageGrid } from '../../ui/language-grid';
import { validated } from '../../ui/validated';
import { type AnnouncementValues, AUDIENCES, BODY_MAX, TITLE_MAX, toBody } from './announcement-values';
import { useAddAnnouncement } from './api/post-announcement-add';

/**
 * Writes an announcement and sends it, after a confirmation that says to whom: how many members
 * that is only the server knows, so the success message reports it afterwards. One member is
 * chosen with the member picker (by phone, name or id), as everywhere else in the back office.
 */
export function AnnouncementModal(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<AnnouncementValues>();
  const audience = Form.useWatch('audience', form);
  const [busy, setBusy] = useState(false);
  const add = useAddAnnouncement();
  // Sending to a level needs the level list, which the operator's role may not grant.
  const canLevels = can('member:level:read');
  const levels = useLevels({ enabled: canLevels });
  // Likewise finding the one member reads the member list.
  const canMembers = can('member:user:read');
  const [member, setMember] = useState<TAdminMemberPicked | undefined>();

  /** To whom, in words: the confirmation's question. */
  function question(body: TAnnouncementAddBody): string {
    switch (body.audience) {
      case 'all':
        return t('announcements.confirm.all');
      case 'level': {
        const name = levels.data?.find((l) => l.id === body.levelId)?.name;
        return t('announcements.confirm.level', {
          name: name ?? t('announcements.levelNumber', { id: body.levelId }),
        });
      }
      case 'member':
        return t('announcements.confirm.member', {
          name: member?.id === body.userId ? pickedLabel(member) : `#${body.userId}`,
        });
    }
  }

  async function send(body: TAnnouncementAddBody) {
    setBusy(true);
    try {
      const sent = await add.mutateAsync(body);
      const title = body.texts.en?.title;
      if (sent.recipients === 0) message.warning(t('announcements.sentToNone', { title }));
      else message.success(t('announcements.sent', { title, n: sent.recipients }));
      props.onClose();
    } catch (error) {
      // The form stays open with what was written, to send again or change; a member or level that
      // does not exist is said under its field.
      if (isApiError(error) && error.code === ErrorCode.NOT_FOUND && body.audience !== 'all') {
        const member = body.audience === 'member';
        form.setFields([
          {
            name: member ? 'userId' : 'levelId',
            errors: [t(member ? 'announcements.noSuchMember' : 'announcements.noSuchLevel')],
          },
        ]);
      } else {
        message.error(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    const values = await validated(form);
    if (!values) return;
    const body = toBody(values);
    modal.confirm({
      title: question(body),
      content: (
        <>
          <Typography.Paragraph strong style={{ marginTop: 8 }}>
            <bdi>{body.texts.en?.title}</bdi>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('announcements.confirmNote')}</Typography.Paragraph>
        </>
      ),
      okText: t('announcements.sendNow'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'announcement-confirm' },
      onOk: () => send(body),
    });
  }

  return (
    <Modal
      open
      width={900}
      title={t('announcements.new')}
      okText={t('announcements.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'announcement-send' }}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={props.onClose}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" initialValues={{ audience: 'all' }}>
        <Form.Item name="audience" label={t('announcements.audience')}>
          <Radio.Group>
            {AUDIENCES.map((a) => (
              <Radio.Button
                key={a}
                value={a}
                disabled={(a === 'level' && !canLevels) || (a === 'member' && !canMembers)}
              >
                {/* On the visible label: antd puts a Radio's own props on its hidden input. */}
                <span data-testid={`announcement-audience-${a}`}>{t(`announcements.audiences.${a}`)}</span>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {audience === 'level' && (
          <Form.Item
            name="levelId"
            label={t('announcements.level')}
            extra={t('announcements.levelHelp')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              data-testid="announcement-level"
              loading={levels.isLoading}
              status={levels.isError ? 'error' : undefined}
              placeholder={levels.isError ? errorMessage(levels.error) : undefined}
              options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            />
          </Form.Item>
        )}
        {audience === 'member' && (
          <Form.Item
            name="userId"
            label={t('common.member')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <MemberPicker data-testid="announcement-member" onMember={setMember} style={{ maxWidth: 480 }} />
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">{t('announcements.asWritten')}</Typography.Paragraph>
        <LanguageGrid
          fields={[
            {
              name: 'title',
              label: t('announcements.title'),
              max: TITLE_MAX,
              required: 'always',
              testId: 'announcement-title',
              badCharacters: t('announcements.titleCharacters'),
            },
            {
              name: 'body',
              label: t('announcements.body'),
              max: BODY_MAX,
              rows: 3,
              required: 'english',
              testId: 'announcement-body',
              badCharacters: t('announcements.bodyCharacters'),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
