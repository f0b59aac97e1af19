import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, PageHeader, buttonClasses, getErrorDetail, useSession } from '@teranga/shared-ui';
import type { ProfileForm as ProfileFormValues, User } from '@teranga/shared-ui';
import { getMe } from './api/get-me';
import { updateProfile } from './api/update-profile';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';
import { pageReload } from './page-reload';
import { PROFILE_MESSAGES, isValid, validateProfile, type ProfileFieldErrors } from './validate-profile';
import styles from './components/profile.module.css';

type Message = { tone: 'success' | 'error'; text: string };

const formFrom = (user: User): ProfileFormValues => ({
  name: user.name ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  address: user.address ?? '',
  current_password: '',
  new_password: '',
  confirm_password: '',
});

export function ProfilePage() {
  const user = useSession((state) => state.user);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProfileFieldErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The cached user may be stale (e.g. verified by an admin since login): refresh it quietly.
  useEffect(() => {
    let active = true;
    getMe().then(
      (fresh) => {
        if (active) useSession.getState().mergeUser(fresh);
      },
      () => {
        // The cached copy is still shown; nothing the user needs to act on.
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  if (!user) {
    return (
      <>
        <PageHeader title="Mon profil" />
        <EmptyState
          title="Vous n’êtes pas connecté(e)"
          action={
            <Link to="/login" className={buttonClasses()}>
              Connexion
            </Link>
          }
        />
      </>
    );
  }

  const startEditing = () => {
    setValues(formFrom(user));
    setFieldErrors({});
    setMessage(null);
    setEditing(true);
  };

  const cancel = () => {
    setValues(formFrom(user));
    setFieldErrors({});
    setMessage(null);
    setEditing(false);
  };

  const save = async () => {
    if (!values || saving) return;
    const validation = validateProfile(values);
    setFieldErrors(validation.fields);
    if (!isValid(validation)) {
      setMessage(validation.password ? { tone: 'error', text: validation.password } : null);
      return;
    }
    setMessage(null);
    setSaving(true);
    try {
      const updated = await updateProfile({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
      });
      useSession.getState().mergeUser(updated);
      setEditing(false);
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.saved });
      reloadTimer.current = setTimeout(() => pageReload.reload(), pageReload.delayMs);
    } catch (error) {
      setMessage({ tone: 'error', text: getErrorDetail(error, PROFILE_MESSAGES.saveFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Mon profil"
        subtitle="Vos informations personnelles et l’état de votre compte."
        actions={
          !editing && (
            <Button variant="secondary" onClick={startEditing}>
              Modifier le profil
            </Button>
          )
        }
      />
      {message && (
        <p
          className={message.tone === 'success' ? styles.success : styles.error}
          role={message.tone === 'success' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {editing && values ? (
        <ProfileForm
          values={values}
          errors={fieldErrors}
          saving={saving}
          onChange={setValues}
          onSubmit={() => void save()}
          onCancel={cancel}
        />
      ) : (
        <ProfileDetails user={user} />
      )}
    </>
  );
}
