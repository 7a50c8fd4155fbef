import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useStore } from 'zustand';
import { ACCOUNT_STATUS } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { MESSAGES, displayName } from '@unfurl/domain';
import { Button, Spinner, TextField } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { errorText } from '../dialog/error-text';
import { FormError } from '../dialog/form-status';
import { Avatar } from '../nav/avatar';
import { PROFILE_IMAGE, uploadProfileImage, type ProfileImage } from './image-upload';
import { checkProfileForm, rebaseFormValues, toFormValues } from './profile-form';
import type { ProfileFormValues, ProfileTextField } from './profile-form';

const LABELS: Readonly<Record<ProfileTextField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'User name',
  bio: 'Short bio',
  longDescription: 'About you',
  websiteUrl: 'Website',
  twitterUrl: 'Twitter / X',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  linkedinUrl: 'LinkedIn',
  blueskyUrl: 'Bluesky',
};

const NAMES: readonly ProfileTextField[] = ['firstName', 'lastName', 'name', 'bio'];
const LINKS: readonly ProfileTextField[] = [
  'websiteUrl',
  'twitterUrl',
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'blueskyUrl',
];

/** `/account`: edit one's own profile with avatar and banner; needs sign-in. */
export function ProfilePage() {
  const services = useAtlasServices();
  const { account, client, toasts } = services;
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const status = useStore(account, (s) => s.status);
  const profile = useStore(account, (s) => s.profile);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [problems, setProblems] = useState<Partial<Record<ProfileTextField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // The saved profile as form values: a new profile (an avatar or banner upload, a save) replaces
  // only the fields the user has not edited since, so choosing an image keeps unsaved text.
  const saved = useRef<ProfileFormValues>(values);
  useEffect(() => {
    const next = toFormValues(profile);
    const before = saved.current; // read now: the updater runs later, after the ref moves on
    setValues((typed) => rebaseFormValues(typed, before, next));
    saved.current = next;
  }, [profile]);
  useEffect(() => {
    if (status === ACCOUNT_STATUS.Ready && !loggedIn) {
      accountDialogFor(services).getState().open(ACCOUNT_VIEW.SignIn, { redirect: '/account' });
    }
  }, [services, status, loggedIn]);

  const save = useCallback(async () => {
    const checked = checkProfileForm(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setError(null);
    setBusy('save');
    try {
      await account.getState().updateProfile(checked.update);
      toasts.getState().success('Profile saved');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  }, [account, toasts, values]);

  const upload = (kind: ProfileImage) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(kind);
    try {
      await uploadProfileImage(client, account, kind, file);
    } catch (caught) {
      // updateProfile toasts its own failure; an upload failure is told here.
      if (!toasts.getState().toasts.some((t) => t.message === MESSAGES.updateProfile)) {
        toasts.getState().error(MESSAGES.updateProfile);
      }
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  if (!loggedIn) {
    return (
      <section className="account-page" data-testid="profile-page">
        <h2 className="account-page__title">Your profile</h2>
        {status === ACCOUNT_STATUS.Ready ? (
          <p className="account-page__text">Sign in to edit your profile.</p>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  const field = (name: ProfileTextField) => (
    <TextField
      key={name}
      label={LABELS[name]}
      name={name}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      {...(problems[name] ? { error: problems[name] } : {})}
    />
  );
  return (
    <section className="account-page account-profile" data-testid="profile-page">
      <div
        className="account-profile__banner"
        style={profile?.bannerUrl ? { backgroundImage: `url("${profile.bannerUrl}")` } : undefined}
        data-testid="profile-banner"
      >
        <label className="account-profile__banner-edit">
          {busy === PROFILE_IMAGE.Banner ? 'Uploading…' : 'Change banner'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(PROFILE_IMAGE.Banner)(e)}
            data-testid="banner-input"
          />
        </label>
      </div>
      <div className="account-profile__head">
        <label className="account-profile__avatar" title="Change avatar">
          <Avatar profile={profile} url={profile?.avatarUrl} size={72} />
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(PROFILE_IMAGE.Avatar)(e)}
            data-testid="avatar-input"
          />
          <span className="account-profile__avatar-edit">
            {busy === PROFILE_IMAGE.Avatar ? '…' : 'Edit'}
          </span>
        </label>
        <div>
          <h2 className="account-page__title">{displayName(profile)}</h2>
          <p className="account-page__text">{profile?.email}</p>
        </div>
      </div>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {NAMES.map(field)}
        <label className="uk-field">
          <span className="uk-field__label">{LABELS.longDescription}</span>
          <textarea
            className="uk-input account-textarea"
            name="longDescription"
            rows={4}
            value={values.longDescription}
            onChange={(e) => setValues({ ...values, longDescription: e.target.value })}
          />
        </label>
        <h3 className="account-form__section">Links</h3>
        {LINKS.map(field)}
        <FormError message={error} />
        <Button
          type="submit"
          variant="primary"
          className="account-form__submit"
          disabled={busy !== null}
        >
          {busy === 'save' ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </section>
  );
}
