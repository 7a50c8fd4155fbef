import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { displayName } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { Avatar } from './avatar';
import { MyPoints } from './my-points';
import { TenantPermission } from './tenant-permission';

/** The navigation bar's account control: 'Sign in', or the avatar with the account menu. */
export function AccountButton() {
  const services = useAtlasServices();
  const { account } = services;
  const navigate = useNavigate();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const profile = useStore(account, (s) => s.profile);
  const permission = useStore(account, (s) => s.permission);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('mousedown', onDown);
    return () => window.removeEventListener('mousedown', onDown);
  }, [open]);

  if (!loggedIn) {
    return (
      <Button
        variant="primary"
        className="account-sign-in"
        data-testid="sign-in-button"
        onClick={() => accountDialogFor(services).getState().open(ACCOUNT_VIEW.SignIn)}
      >
        Sign in
      </Button>
    );
  }
  const name = displayName(profile);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account: ${name}`}
        data-testid="account-button"
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar profile={profile} url={profile?.avatarUrl} initialsAsPicture />
      </button>
      {open ? (
        <div className="account-menu__list" role="menu">
          <div className="account-menu__who">
            <strong>{name}</strong>
            <span>{profile?.email}</span>
            <MyPoints />
          </div>
          <TenantPermission permission={permission} />
          <button type="button" role="menuitem" onClick={choose(() => void navigate('/account'))}>
            Edit profile
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={choose(() =>
              accountDialogFor(services).getState().open(ACCOUNT_VIEW.ChangePassword),
            )}
          >
            Change password
          </button>
          <button
            type="button"
            role="menuitem"
            data-testid="sign-out"
            onClick={choose(() => void account.getState().logout())}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
