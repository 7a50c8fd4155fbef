/** Props of <Logo>. */
export interface LogoProps {
  readonly size?: number;
  /** Show the word mark next to the symbol. */
  readonly withName?: boolean;
  readonly name?: string;
}

/** The Unfurl logo: a folded map opening up, with a sun over it. */
export function Logo({ size = 40, withName = false, name = 'Unfurl' }: LogoProps) {
  return (
    <span className="uk-logo">
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={`${name} logo`}>
        <path
          d="M6 16 L22 9 L42 16 L58 9 V49 L42 56 L22 49 L6 56 Z"
          fill="#172234"
          stroke="#38bdf8"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M22 9 V49 M42 16 V56" stroke="#38bdf8" strokeWidth="2.5" opacity="0.7" />
        <path
          d="M10 44 C18 36 26 40 32 33 S46 24 54 22"
          fill="none"
          stroke="#4ade80"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="47" cy="30" r="4.5" fill="#fbbf24" />
      </svg>
      {withName ? <span className="uk-logo__name">{name}</span> : null}
    </span>
  );
}
