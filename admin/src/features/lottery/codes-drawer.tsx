import { DownloadOutlined } from '@ant-design/icons';
import type { TAdminRedeemBatch } from '@club/contract';
import { Button, Drawer, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../ui/use-action';
import { postCodeCodes, useCodeTable } from './api/post-code-codes';
import { allPages, codesCsv } from './lottery-values';

type Code = { id: number; code: string; uses: number };

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url));
}

function BatchCodes(props: { batch: TAdminRedeemBatch }) {
  const { t } = useTranslation();
  const { run, busy } = useAction();
  const { tableProps, query } = useCodeTable(props.batch.id);
  const batchId = props.batch.id;
  const page = query.data?.pagination.page ?? 1;

  const downloadAll = () =>
    run(
      'all',
      async () => {
        const rows = await allPages((p, size) => postCodeCodes({ batchId, page: p, size }));
        download(`redeem-codes-${batchId}.csv`, codesCsv(rows));
      },
      t('lottery.downloaded', { name: props.batch.name }),
    );

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<DownloadOutlined />}
          disabled={!query.data?.list.length}
          onClick={() =>
            download(`redeem-codes-${batchId}-page-${page}.csv`, codesCsv(query.data?.list ?? []))
          }
        >
          {t('lottery.downloadPage')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'all'}
          onClick={downloadAll}
          data-testid="lottery-codes-download-all"
        >
          {t('lottery.downloadAll')}
        </Button>
      </Space>
      <Table<Code>
        {...tableProps}
        size="small"
        columns={[
          {
            title: t('lottery.code'),
            key: 'code',
            render: (_, c) => (
              <Typography.Text code copyable style={{ fontFamily: 'monospace' }}>
                {c.code}
              </Typography.Text>
            ),
          },
          { title: t('lottery.uses'), dataIndex: 'uses', key: 'uses', align: 'end' },
        ]}
      />
    </>
  );
}

/** One batch's codes, paged, to copy one or download them as CSV. */
export function CodesDrawer(props: { batch: TAdminRedeemBatch | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const batch = props.batch;
  return (
    <Drawer
      open={batch !== undefined}
      onClose={props.onClose}
      size={560}
      title={batch && t('lottery.codesOf', { name: batch.name })}
      destroyOnHidden
    >
      {batch && <BatchCodes batch={batch} />}
    </Drawer>
  );
}
