import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ModerationItem, ModerationQueue } from '@unfurl/api-client';
import { ACCOUNT_STATUS } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { MODERATION_LIMITS } from '@unfurl/validators';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ACCOUNT_VIEW, accountDialogFor } from '../dialog/account-dialog.store';
import { errorText } from '../dialog/error-text';
import { ModerationItemCard } from './moderation-item';
import './moderation.css';

const PAGE = MODERATION_LIMITS.pageDefault;

/**
 * `/moderation` (issue #14): the site's reported maps and comments, oldest first, 20 a page, for
 * the site's admins (the API refuses anyone else with a 403); each with Dismiss, Hide and Delete
 * and a reason. The dashboard app takes this over in a later issue.
 */
export function ModerationPage() {
  const services = useAtlasServices();
  const { account, client } = services;
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const status = useStore(account, (s) => s.status);
  const permission = useStore(account, (s) => s.permission);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<ModerationQueue | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const isAdmin = !!permission?.canAdmin;

  useEffect(() => {
    if (status === ACCOUNT_STATUS.Ready && !loggedIn) {
      accountDialogFor(services).getState().open(ACCOUNT_VIEW.SignIn, { redirect: '/moderation' });
    }
  }, [services, status, loggedIn]);
  useEffect(() => {
    if (!loggedIn || !isAdmin) return undefined;
    let live = true;
    client.moderation.queue({ limit: PAGE, offset }).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setError(null);
      },
      (caught: unknown) => live && setError(errorText(caught)),
    );
    return () => {
      live = false;
    };
  }, [client, loggedIn, isAdmin, offset, reload]);

  const resolved = useCallback((item: ModerationItem) => {
    setPage((before) =>
      before
        ? {
            items: before.items.filter((i) => !(i.target === item.target && i.id === item.id)),
            total: Math.max(0, before.total - 1),
          }
        : before,
    );
  }, []);

  const frame = (body: ReactNode) => (
    <section className="account-page moderation-page" data-testid="moderation-page">
      <h2 className="account-page__title">Moderation</h2>
      {body}
    </section>
  );
  if (!loggedIn)
    return frame(
      <p className="account-page__text">
        Sign in as an administrator of this site to moderate reports.
      </p>,
    );
  if (!isAdmin) {
    return frame(
      <p className="account-page__text" role="alert">
        Only this site&apos;s administrators moderate reports.
      </p>,
    );
  }
  if (error) {
    return frame(
      <>
        <p className="account-page__text" role="alert">
          {error}
        </p>
        <Button onClick={() => setReload((n) => n + 1)}>Try again</Button>
      </>,
    );
  }
  if (!page) return frame(<Spinner />);
  return frame(
    <>
      <p className="account-page__text" data-testid="moderation-total">
        {page.total === 0
          ? 'Nothing to moderate: no open reports.'
          : `${page.total} reported ${page.total === 1 ? 'item' : 'items'}, oldest report first.`}
      </p>
      <ul className="moderation-list">
        {page.items.map((item) => (
          <ModerationItemCard key={`${item.target}-${item.id}`} item={item} onResolved={resolved} />
        ))}
      </ul>
      {page.total > PAGE || offset > 0 ? (
        <div className="account-follows__pager">
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            Previous page
          </Button>
          <Button disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
            Next page
          </Button>
        </div>
      ) : null}
    </>,
  );
}
