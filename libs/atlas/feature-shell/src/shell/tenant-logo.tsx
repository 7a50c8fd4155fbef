import { useState } from 'react';
import { Logo } from '@unfurl/ui-kit';

/** The tenant's logo from its configuration, or the product logo when none is set or it fails to load. */
export function TenantLogo({ url }: { readonly url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <Logo size={36} withName />;
  return (
    <img
      className="atlas-tenant-logo"
      src={url}
      alt="Home"
      height={36}
      onError={() => setFailed(url)}
    />
  );
}
