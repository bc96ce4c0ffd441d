import { CHAT_TEXT_MAX, type TChatPermission } from '@club/contract/chat';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { formatDateTime, formatNumber } from '../../ui/format';
import styles from './chat.module.css';

/** Why the member cannot speak, said in place of the composer, with the way out where there is one. */
export function BlockedNotice({ permission }: { permission: TChatPermission }) {
  const { t } = useTranslation();
  const reason = permission.reason;
  return (
    <div className={styles.blocked} data-testid="chat-blocked" data-reason={reason ?? 'unknown'}>
      {reason === 'notMember' && (
        <>
          <span>{t('chat.blocked.notMember')}</span>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => nav.navigateTo(paths.member)}
            data-testid="chat-become-member"
          >
            {t('chat.blocked.becomeMember')}
          </Button>
        </>
      )}
      {reason === 'allMuted' && <span>{t('chat.blocked.allMuted')}</span>}
      {reason === 'banned' && (
        <span className={styles.blockedLines}>
          <span dir="auto">{t('chat.blocked.banned', { reason: permission.banReason ?? '' })}</span>
          {permission.bannedUntil && (
            <span>
              {t('chat.blocked.until', { date: formatDateTime(permission.bannedUntil, currentLanguage()) })}
            </span>
          )}
        </span>
      )}
      {reason === null && <span>{t('chat.blocked.other')}</span>}
    </div>
  );
}

/** The text box (with its count), the image button and send. Sending clears the box at once. */
export function Composer({
  onSendText,
  onSendImage,
}: {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && text.length <= CHAT_TEXT_MAX;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    onSendText(trimmed);
    setText('');
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label className={styles.imagePick} data-testid="chat-image">
        <PictureOutline aria-hidden="true" />
        <input
          aria-label={t('chat.sendImage')}
          type="file"
          accept="image/*"
          // Hidden from sight only: a keyboard still reaches the picker through it.
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Let the same picture be chosen again later.
            event.target.value = '';
            if (file) onSendImage(file);
          }}
        />
      </label>
      <div className={styles.inputBox}>
        <textarea
          className={styles.input}
          rows={1}
          dir="auto"
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={t('chat.inputPlaceholder')}
          aria-label={t('chat.inputPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter makes a new line on a phone; Ctrl/⌘+Enter sends from a keyboard.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit(event);
          }}
          data-testid="chat-input"
        />
        <span
          className={text.length >= CHAT_TEXT_MAX ? styles.counterFull : styles.counter}
          data-testid="chat-counter"
        >
          {formatNumber(text.length)}/{formatNumber(CHAT_TEXT_MAX)}
        </span>
      </div>
      <Button type="submit" color="primary" size="small" disabled={!canSend} data-testid="chat-send">
        {t('chat.send')}
      </Button>
    </form>
  );
}
