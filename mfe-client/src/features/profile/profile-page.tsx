import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_LINKS,
  Button,
  EmptyState,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  normalizeEmail,
  useSession,
} from '@teranga/shared-ui';
import { NotificationSettings, useMe } from '@teranga/shared-ui/area';
import { Notice } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../i18n';
import { useUpdateProfile } from './api/update-profile';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';
import { pageReload } from './lib/page-reload';
import { readPendingEmail, writePendingEmail } from './lib/pending-email';
import type { ProfileValues } from './lib/profile-schema';
import styles from './components/profile.module.css';

// A success is said from the catalogue when shown (it follows a change of language); a failure
// in the server's words, already in the page's language.
type Message = { tone: 'success' } | { tone: 'error'; text: string };

export function ProfilePage() {
  const { t } = useTranslation(CLIENT_NS);
  const user = useSession((state) => state.user);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [reloadDue, setReloadDue] = useState(false);
  // A change of address the account is waiting to confirm: the API still answers the old address.
  const [pendingEmail, setPendingEmail] = useState(() => (user ? readPendingEmail(user.id) : null));
  // The page says how the save went, inline.
  const update = useUpdateProfile({ meta: { silent: true } });

  // The cached user may be stale (e.g. verified by an admin since login): refresh it quietly.
  // A failure leaves the cached copy shown, nothing the user needs to act on.
  const { data: freshUser } = useMe();
  useEffect(() => {
    if (freshUser) useSession.getState().mergeUser(freshUser);
  }, [freshUser]);

  // Once the account has the new address (its link followed), nothing is pending any more.
  const confirmed = Boolean(user && pendingEmail && user.email === pendingEmail);
  useEffect(() => {
    if (confirmed) {
      writePendingEmail(null);
      setPendingEmail(null);
    }
  }, [confirmed]);

  useEffect(() => {
    if (!reloadDue) return;
    const timer = setTimeout(() => pageReload.reload(), pageReload.delayMs);
    return () => clearTimeout(timer);
  }, [reloadDue]);

  if (!user) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <EmptyState
          title={t('profile.signedOut')}
          action={
            <Link to="/login" className={buttonClasses()}>
              {t('general.signIn')}
            </Link>
          }
        />
      </>
    );
  }

  const toggleEditing = (next: boolean) => {
    setMessage(null);
    setEditing(next);
  };

  const save = (values: ProfileValues) => {
    setMessage(null);
    const requestedEmail = normalizeEmail(values.email) !== user.email ? normalizeEmail(values.email) : null;
    update.mutate(
      { profile: values, currentEmail: user.email },
      {
        onSuccess: (saved) => {
          setEditing(false);
          setMessage({ tone: 'success' });
          if (requestedEmail && saved.email !== requestedEmail) {
            writePendingEmail({ userId: user.id, email: requestedEmail });
            setPendingEmail(requestedEmail);
          }
          setReloadDue(true);
        },
        onError: (error) =>
          setMessage({ tone: 'error', text: getErrorDetail(error, t('profile.messages.saveFailed')) }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        subtitle={t('profile.subtitle')}
        actions={
          !editing && (
            <Button variant="secondary" onClick={() => toggleEditing(true)}>
              {t('profile.edit')}
            </Button>
          )
        }
      />
      {message && (
        <Notice
          tone={message.tone === 'success' ? 'success' : 'danger'}
          bar
          className={styles.message}
          role={message.tone === 'success' ? 'status' : 'alert'}
        >
          {message.tone === 'success' ? t('profile.messages.saved') : message.text}
        </Notice>
      )}
      {pendingEmail && !confirmed && (
        <Notice tone="info" bar className={styles.message} role="status">
          {t('profile.messages.emailChangePending', {
            newEmail: pendingEmail,
            currentEmail: user.email,
            hours: ACCOUNT_LINKS.emailChangeHours,
          })}
        </Notice>
      )}
      {editing ? (
        <ProfileForm user={user} saving={update.isPending} onSubmit={save} onCancel={() => toggleEditing(false)} />
      ) : (
        <ProfileDetails user={user} />
      )}
      <NotificationSettings description={t('profile.notifications')} />
    </>
  );
}
