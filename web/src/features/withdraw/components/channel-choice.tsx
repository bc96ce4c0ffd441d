import { useTranslation } from 'react-i18next';
import type { WithdrawChannel } from '../api/get-withdraw-channels';
import styles from '../withdraw.module.css';

/** The withdrawal channels side by side; the chosen one decides the kind of account. */
export function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: WithdrawChannel[];
  value: WithdrawChannel;
  onChange: (channel: WithdrawChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.segments} aria-label={t('withdraw.channel')}>
      {channels.map((channel) => {
        const active = channel.id === value.id;
        return (
          <button
            key={channel.id}
            type="button"
            className={active ? styles.segmentActive : styles.segment}
            aria-pressed={active}
            onClick={() => onChange(channel)}
            data-testid={`withdraw-channel-${channel.code}`}
          >
            {channel.name}
          </button>
        );
      })}
    </fieldset>
  );
}
