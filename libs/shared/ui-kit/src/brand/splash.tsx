import { useState } from 'react';
import { pickSplashTagline } from '@unfurl/domain';
import { Logo } from './logo';

/** Props of <Splash>. */
export interface SplashProps {
  /** Fixed tagline (tests); by default one of the five is picked at random. */
  readonly tagline?: string;
  /** Tenant logo URL to show instead of the product logo. */
  readonly logoUrl?: string | null;
}

/** The loading splash: the logo and one random tagline. */
export function Splash({ tagline, logoUrl }: SplashProps) {
  const [picked] = useState(() => tagline ?? pickSplashTagline(Math.random()));
  return (
    <div className="uk-splash" data-testid="splash" role="status" aria-live="polite">
      {logoUrl ? <img className="uk-splash__logo" src={logoUrl} alt="" /> : <Logo size={88} />}
      <p className="uk-splash__tagline">{picked}</p>
      <div className="uk-splash__bar" />
    </div>
  );
}
