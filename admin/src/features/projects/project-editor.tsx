import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { REPAY_TYPES, type TAdminProject, type TProjectInput, type TRepayType } from '@club/contract';
import { errorMessage } from '@club/contract/lib/envelope';
import {
  App,
  Button,
  DatePicker,
  Divider,
  Form,
  Image,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { filledTexts, LanguageGrid } from '../../ui/language-grid';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { RecordDrawer, useRecordForm } from '../../ui/record-drawer';
import { IMAGE_ACCEPT, UploadField } from '../../ui/upload-field';
import { getProjectInfo } from './api/get-project-info';
import { useAddProject } from './api/post-project-add';
import { useUpdateProject } from './api/post-project-update';
import { postProjectUpload } from './api/post-project-upload';

type TextValues = { title?: string; description?: string; riskText?: string };
type Values = {
  texts: Record<string, TextValues>;
  poster: string | null;
  stills: string[];
  trailer: string | null;
  actor: string;
  cast: string;
  score: string;
  focusIndex: number;
  amount: number;
  single: number;
  dailyRate: string;
  cycleDays: number;
  repayType: TRepayType;
  fundraising: [Dayjs, Dayjs];
  hot: boolean;
  sort: number;
};

function toValues(p: TAdminProject): Values {
  return {
    texts: p.texts,
    poster: p.poster,
    stills: p.stills,
    trailer: p.trailer,
    actor: p.actor,
    cast: p.cast,
    score: p.score,
    focusIndex: p.focusIndex,
    amount: p.amount,
    single: p.single,
    dailyRate: p.returnValue,
    cycleDays: p.cycle,
    repayType: p.repayType,
    fundraising: [dayjs(p.fundraisingStartAt), dayjs(p.fundraisingEndAt)],
    hot: p.hot,
    sort: p.sort,
  };
}

function toInput(v: Values): TProjectInput {
  const texts = filledTexts(v.texts);
  return {
    texts: texts as TProjectInput['texts'],
    poster: v.poster ?? null,
    stills: v.stills ?? [],
    trailer: v.trailer ?? null,
    actor: v.actor ?? '',
    cast: v.cast ?? '',
    score: v.score || '0',
    focusIndex: v.focusIndex ?? 0,
    amount: v.amount,
    single: v.single,
    dailyRate: v.dailyRate.trim(),
    cycleDays: v.cycleDays,
    repayType: v.repayType,
    fundraisingStartAt: v.fundraising[0].toISOString(),
    fundraisingEndAt: v.fundraising[1].toISOString(),
    hot: v.hot ?? false,
    sort: v.sort ?? 0,
  };
}

/** The stills: several operator images in order. */
function StillsInput({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Space wrap>
      {value.map((src) => (
        <Space key={src} direction="vertical" size={4}>
          <Image src={src} width={96} height={60} style={{ objectFit: 'cover' }} alt={t('projects.stills')} />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('common.remove')}
            onClick={() => onChange?.(value.filter((s) => s !== src))}
          />
        </Space>
      ))}
      {value.length < 12 && (
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          customRequest={async ({ file }) => {
            try {
              const { url } = await postProjectUpload(file as Blob);
              onChange?.([...value, url]);
            } catch (error) {
              message.error(errorMessage(error));
            }
          }}
        >
          <Button icon={<UploadOutlined />}>{t('common.upload')}</Button>
        </Upload>
      )}
    </Space>
  );
}

/**
 * Creates or edits a project: texts in every language (English required), media, cast and terms.
 * Once members have invested, the server refuses changes to the terms they relied on.
 */
export function ProjectEditor(props: {
  open: boolean;
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const moneyRule = useMoneyRule();
  const add = useAddProject();
  const update = useUpdateProject();
  const { error, busy, save } = useRecordForm<Values, TAdminProject, TProjectInput>({
    form,
    load: getProjectInfo,
    add: add.mutateAsync,
    update: (id, input) => update.mutateAsync({ id, input }),
    open: props.open,
    id: props.id,
    initial: () => ({
      texts: {},
      stills: [],
      poster: null,
      trailer: null,
      repayType: 'PIOARB',
      hot: false,
      sort: 0,
    }),
    toValues,
    toInput,
    onSaved: props.onSaved,
    done: (input, id) =>
      id === null ? t('projects.added', { title: input.texts.en?.title }) : t('projects.saved', { id }),
  });

  return (
    <RecordDrawer
      open={props.open}
      onClose={props.onClose}
      size={1000}
      title={props.id === null ? t('projects.new') : t('projects.editTitle', { id: props.id })}
      busy={busy}
      error={error}
      onSave={save}
    >
      <Form form={form} layout="vertical">
        <LanguageGrid
          fields={[
            { name: 'title', label: t('projects.title'), max: 120, required: 'always' },
            { name: 'description', label: t('projects.description'), max: 5000, rows: 4 },
            { name: 'riskText', label: t('projects.riskText'), max: 2000, rows: 3 },
          ]}
        />
        <Divider titlePlacement="start">{t('projects.media')}</Divider>
        <Form.Item name="poster" label={t('projects.poster')}>
          <UploadField upload={postProjectUpload} />
        </Form.Item>
        <Form.Item name="stills" label={t('projects.stills')}>
          <StillsInput />
        </Form.Item>
        <Form.Item name="trailer" label={t('projects.trailer')} extra={t('projects.trailerHelp')}>
          <UploadField upload={postProjectUpload} accept="video/mp4,video/webm" preview={false} />
        </Form.Item>
        <Divider titlePlacement="start">{t('projects.people')}</Divider>
        <Space wrap align="start">
          <Form.Item name="actor" label={t('projects.actor')}>
            <Input style={{ width: 260 }} maxLength={300} />
          </Form.Item>
          <Form.Item name="cast" label={t('projects.cast')}>
            <Input style={{ width: 360 }} maxLength={300} />
          </Form.Item>
          <Form.Item
            name="score"
            label={t('projects.score')}
            rules={[{ pattern: /^(10(\.0)?|\d(\.\d)?)$/, message: t('projects.scoreFormat') }]}
          >
            <Input style={{ width: 100 }} placeholder="8.4" />
          </Form.Item>
          <Form.Item name="focusIndex" label={t('projects.focusIndex')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Space>
        <Divider titlePlacement="start">{t('projects.terms')}</Divider>
        <Space wrap align="start">
          <Form.Item name="amount" label={t('projects.scale')} rules={[moneyRule]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="single"
            label={t('projects.single')}
            rules={[moneyRule]}
            extra={t('projects.singleHelp')}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="dailyRate"
            label={t('projects.dailyRate')}
            extra={t('projects.dailyRateHelp')}
            rules={[
              { required: true, message: t('common.required') },
              { pattern: /^\d{1,2}(\.\d{1,6})?$/, message: t('projects.rateFormat') },
            ]}
          >
            <Input style={{ width: 140 }} placeholder="0.0003" />
          </Form.Item>
          <Form.Item
            name="cycleDays"
            label={t('projects.cycleDays')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item name="repayType" label={t('projects.repayType')} rules={[{ required: true }]}>
            <Select
              style={{ width: 260 }}
              options={REPAY_TYPES.map((r) => ({ value: r, label: t(`projects.repayTypes.${r}`) }))}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item
            name="fundraising"
            label={t('projects.fundraising')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <DatePicker.RangePicker showTime />
          </Form.Item>
          <Form.Item name="hot" label={t('projects.hot')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label={t('content.sort')}>
            <InputNumber min={0} max={1_000_000} precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </RecordDrawer>
  );
}
