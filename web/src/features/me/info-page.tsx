import { NICKNAME_MAX } from '@club/contract/user';
import { Avatar, Button, List } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { usePerson } from '../../shared/api/get-person';
import { postUpload } from '../../shared/api/post-upload';
import { PageNavBar } from '../../shared/nav-bar';
import { formatDate, maskPhone } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { uploadCopy } from '../../ui/responsive-image';
import { TextField } from '../../ui/text-field';
import { showToast, toastError, toastSuccess } from '../../ui/toast';
import { checkNickname } from '../../ui/validation';
import { useUpdatePerson } from './api/post-update-person';
import styles from './me.module.css';

export default function InfoPage() {
  const { t } = useTranslation();
  const person = usePerson();
  const update = useUpdatePerson();
  const fileRef = useRef<HTMLInputElement>(null);
  const [nickName, setNickName] = useState('');
  const [uploading, setUploading] = useState(false);
  const loadedName = person.data?.nickName;

  useEffect(() => {
    if (loadedName !== undefined) setNickName(loadedName);
  }, [loadedName]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const loading = showToast({ icon: 'loading', content: t('me.uploading'), duration: 0 });
    try {
      const { url } = await postUpload(file);
      await update.mutateAsync({ avatar: url });
      void loading.then((toast) => toast.close());
      toastSuccess(t('me.avatarUpdated'));
    } catch (error) {
      void loading.then((toast) => toast.close());
      toastError(error);
    } finally {
      setUploading(false);
    }
  }

  async function onSave() {
    const problem = checkNickname(nickName);
    if (problem) {
      void showToast({ content: problem });
      return;
    }
    try {
      await update.mutateAsync({ nickName: nickName.trim() });
      toastSuccess(t('common.saved'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <PageNavBar title={t('pages.myInformation')} />
      <QueryState query={person}>
        {(p) => (
          <div className={styles.page}>
            <section className={styles.avatarCard}>
              <button
                type="button"
                className={styles.avatarButton}
                onClick={() => fileRef.current?.click()}
                disabled={uploading}
                aria-label={t('me.changeAvatar')}
                data-testid="avatar"
              >
                <Avatar
                  className={styles.avatarLarge}
                  src={p.avatar ? uploadCopy(p.avatar, 96) : ''}
                  alt=""
                />
                <span className={styles.avatarBadge}>
                  <CameraOutline />
                </span>
              </button>
              <span className={styles.avatarHint}>{t('me.changeAvatar')}</span>
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                hidden
                onChange={onFile}
                data-testid="avatar-file"
              />
            </section>

            <section className={styles.formCard}>
              <label className={styles.label} htmlFor="nickname">
                {t('me.nickname')}
              </label>
              <TextField
                id="nickname"
                value={nickName}
                onChange={setNickName}
                maxLength={NICKNAME_MAX}
                placeholder={t('me.nicknamePlaceholder')}
                data-testid="nickname"
              />
              <Button
                className={styles.save}
                color="primary"
                block
                shape="rounded"
                loading={update.isPending && !uploading}
                onClick={onSave}
                data-testid="save"
              >
                {t('common.save')}
              </Button>
            </section>

            <List className={styles.list} mode="card">
              <List.Item extra={<span dir="ltr">{maskPhone(p.phone, p.areaCode)}</span>}>
                {t('me.phone')}
              </List.Item>
              <List.Item extra={<span dir="ltr">{p.invitationCode}</span>}>
                {t('me.invitationCode')}
              </List.Item>
              <List.Item extra={formatDate(p.createdAt, currentLanguage())}>{t('me.registeredAt')}</List.Item>
              <List.Item
                extra={
                  p.memberExpireAt
                    ? t('me.member', { date: formatDate(p.memberExpireAt, currentLanguage()) })
                    : t('me.notMember')
                }
              >
                {t('me.membership')}
              </List.Item>
            </List>
          </div>
        )}
      </QueryState>
    </>
  );
}
