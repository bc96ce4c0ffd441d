import type { TInviteLevel } from '@club/contract/team';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { PageNavBar } from '../../shared/nav-bar';
import { useMoney } from '../../shared/use-money';
import { copyText } from '../../ui/copy';
import { formatNumber } from '../../ui/format';
import { useLongPress } from '../../ui/long-press';
import { PressMenu } from '../../ui/press-menu';
import { qrImage } from '../../ui/qr';
import { QueryState } from '../../ui/query-state';
import { saveImage } from '../../ui/save-image';
import { useTeamTotals } from './api/get-subordinate-list';
import { inviteLink } from './invite-link';
import styles from './team.module.css';

function ShareCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(code);
  const qr = useMemo(() => qrImage(link), [link]);
  const [menu, setMenu] = useState(false);
  const pressQr = useLongPress(() => setMenu(true));
  const saveQr = () => void saveImage(qr, `invitation-${code}`);

  async function share() {
    try {
      await navigator.share({
        title: t('team.invite.shareTitle'),
        text: t('team.invite.shareText', { code }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is no failure; a refused share still leaves the member the link.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyText(link);
    }
  }

  return (
    <section className={styles.codeCard}>
      <p className={styles.codeLabel}>{t('team.invite.code')}</p>
      <p className={styles.code} dir="ltr" data-testid="invite-code">
        {code}
      </p>
      <Button size="small" shape="rounded" onClick={() => void copyText(code)} data-testid="invite-copy-code">
        {t('common.copy')}
      </Button>
      {/* Held, the code offers to be saved, as a phone's own images do; the button says it can be. */}
      <img className={styles.qr} src={qr} alt={t('team.invite.qrAlt')} data-testid="invite-qr" {...pressQr} />
      <p className={styles.codeLabel}>{t('team.invite.scan')}</p>
      <Button size="small" shape="rounded" onClick={saveQr} data-testid="invite-save-qr">
        {t('common.saveQr')}
      </Button>
      <PressMenu
        visible={menu}
        onClose={() => setMenu(false)}
        actions={[{ key: 'save', text: t('common.saveQr'), run: saveQr }]}
      />
      <p className={styles.codeLabel}>{t('team.invite.link')}</p>
      <p className={styles.link} dir="ltr" data-testid="invite-link">
        {link}
      </p>
      <div className={styles.linkActions}>
        <Button shape="rounded" onClick={() => void copyText(link)} data-testid="invite-copy-link">
          {t('team.invite.copyLink')}
        </Button>
        {'share' in navigator && (
          <Button color="primary" shape="rounded" onClick={share} data-testid="invite-share">
            {t('team.invite.share')}
          </Button>
        )}
      </div>
    </section>
  );
}

function LevelsCard({ levels }: { levels: TInviteLevel[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{t('team.invite.levelsTitle')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('team.levelColumn')}</th>
            <th scope="col">{t('team.members')}</th>
            <th scope="col">{t('team.vip')}</th>
            <th scope="col">{t('team.rebates')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} data-testid={`invite-level-${l.level}`}>
              <th scope="row">{t('team.levelName', { level: formatNumber(l.level) })}</th>
              <td data-testid="invite-level-members">{formatNumber(l.members)}</td>
              <td data-testid="invite-level-vip">{formatNumber(l.vip)}</td>
              <td data-testid="invite-level-rebates">
                {money(l.rebatesPaid)}
                {l.rebatesPending > 0 && (
                  <span className={styles.tablePending}>
                    {t('team.pending', { amount: money(l.rebatesPending) })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('team.invite.levelsExplained')}</p>
      <p className={styles.hint}>{t('team.invite.rebatesExplained')}</p>
    </section>
  );
}

/** Invite friends: the member's code, the link and QR code that carry it, and each level's totals. */
export default function InvitationPage() {
  const { t } = useTranslation();
  const person = usePerson();
  const totals = useTeamTotals();
  return (
    <>
      <PageNavBar title={t('pages.invitation')} />
      <div className={styles.page}>
        <QueryState query={person}>{(p) => <ShareCard code={p.invitationCode} />}</QueryState>
        <QueryState query={totals}>{(all) => <LevelsCard levels={all.levels} />}</QueryState>
      </div>
    </>
  );
}
