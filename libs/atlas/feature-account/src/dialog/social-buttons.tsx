import { useEffect, useState } from 'react';
import { beginSocialLogin, fetchSocialProviders } from '@unfurl/auth';
import type { SocialProvider } from '@unfurl/auth';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button } from '@unfurl/ui-kit';
import { errorText } from './error-text';

const MARKS: Readonly<Record<SocialProvider, string>> = { Google: 'G', Facebook: 'f' };

/** 'Continue with Google/Facebook', shown only for the providers the server configures. */
export function SocialButtons({ redirect }: { readonly redirect: string | null }) {
  const { identityEndpoint } = useAtlasServices();
  const [providers, setProviders] = useState<readonly SocialProvider[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSocialProviders({ endpoint: identityEndpoint }).then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, [identityEndpoint]);
  if (providers.length === 0) return null;
  const start = async (provider: SocialProvider) => {
    try {
      const url = await beginSocialLogin(
        { endpoint: identityEndpoint, origin: window.location.origin, storage: sessionStorage },
        provider,
        redirect,
      );
      window.location.assign(url);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <div className="account-social" data-testid="social-buttons">
      <div className="account-divider">
        <span>or</span>
      </div>
      {providers.map((provider) => (
        <Button
          key={provider}
          className={`account-social__button account-social__button--${provider.toLowerCase()}`}
          onClick={() => void start(provider)}
        >
          <span className="account-social__mark" aria-hidden="true">
            {MARKS[provider]}
          </span>
          Continue with {provider}
        </Button>
      ))}
      {error ? <p className="account-form__error">{error}</p> : null}
    </div>
  );
}
