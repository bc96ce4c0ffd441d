import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@club/contract/lib/envelope';
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The image types the server's upload call takes (it checks the bytes, not this list). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * One file (an image unless told otherwise) through a feature's upload call (the server checks type
 * and size, and answers the URL to store). A form field: `value` is the URL or null.
 */
export function UploadField(props: {
  upload: (file: Blob) => Promise<{ url: string }>;
  value?: string | null;
  onChange?: (value: string | null) => void;
  accept?: string;
  /** False for a video (a trailer): shows a player instead of a picture. */
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {props.value &&
        (props.preview === false ? (
          // biome-ignore lint/a11y/useMediaCaption: an operator's check of their own upload, no captions exist
          <video src={props.value} controls width={200} />
        ) : (
          <Image
            src={props.value}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            alt={t('common.uploadedImage')}
          />
        ))}
      <Upload
        accept={props.accept ?? IMAGE_ACCEPT}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const { url } = await props.upload(file as Blob);
            props.onChange?.(url);
          } catch (error) {
            message.error(errorMessage(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('common.upload')}
        </Button>
      </Upload>
      {props.value && (
        <Button
          icon={<DeleteOutlined />}
          onClick={() => props.onChange?.(null)}
          aria-label={t('common.remove')}
        />
      )}
    </Space>
  );
}
