import { PlusOutlined } from '@ant-design/icons';
import type { TAnnouncement } from '@club/contract';
import { Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../shared/use-person';
import { ExpandTitle } from '../../ui/expand-title';
import { AnnouncementModal } from './announcement-modal';
import { useAnnouncementTable } from './api/post-announcement-page';

const AUDIENCE_COLOR = { all: 'gold', level: 'blue', member: 'default' } as const;

/** Messages operators sent to members' message lists, newest first, and a form to send one. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [writing, setWriting] = useState(false);
  const { tableProps, timeColumn } = useAnnouncementTable();

  function audienceOf(a: TAnnouncement) {
    switch (a.audience) {
      case 'all':
        return t('announcements.toAll');
      case 'level':
        return t('announcements.toLevel', {
          name: a.levelName ?? t('announcements.levelNumber', { id: a.levelId }),
        });
      case 'member':
        return t('announcements.toMember', { id: a.userId });
    }
  }

  const columns: TableColumnsType<TAnnouncement> = [
    timeColumn(t('announcements.sentAt')),
    {
      title: t('announcements.audience'),
      key: 'audience',
      render: (_, a) => {
        const tag = <Tag color={AUDIENCE_COLOR[a.audience]}>{audienceOf(a)}</Tag>;
        // A member's own announcement leads to the member, for whoever may open members.
        return a.audience === 'member' && a.userId !== null && can('member:user:read') ? (
          <Link to={`/members/${a.userId}`}>{tag}</Link>
        ) : (
          tag
        );
      },
    },
    {
      title: t('announcements.title'),
      key: 'title',
      render: (_, a) => (
        <Typography.Text ellipsis style={{ maxWidth: 360 }}>
          <bdi>{a.texts.en?.title}</bdi>
        </Typography.Text>
      ),
    },
    { title: t('announcements.recipients'), dataIndex: 'recipients', key: 'recipients', align: 'end' },
    { title: t('announcements.operator'), dataIndex: 'operator', key: 'operator' },
  ];

  return (
    <Card
      title={t('menu.announcements')}
      extra={
        can('message:announcement:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setWriting(true)}
            data-testid="announcement-new"
          >
            {t('announcements.new')}
          </Button>
        )
      }
    >
      <Table<TAnnouncement>
        {...tableProps}
        columns={columns}
        expandable={{
          columnTitle: <ExpandTitle />,
          expandedRowRender: (a) => (
            // Each line takes its own direction (`plaintext`): an Arabic line in an English text, or
            // the other way round, reads as written whatever the back office's language.
            <Typography.Paragraph
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext', textAlign: 'start', margin: 0 }}
            >
              {a.texts.en?.body}
            </Typography.Paragraph>
          ),
        }}
      />
      {writing && <AnnouncementModal onClose={() => setWriting(false)} />}
    </Card>
  );
}
