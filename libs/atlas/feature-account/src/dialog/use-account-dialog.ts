import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { accountDialogFor, type AccountDialogState } from './account-dialog.store';

/** The account dialog state of this page, for components. */
export function useAccountDialog(): AccountDialogState {
  const services = useAtlasServices();
  return useStore(accountDialogFor(services));
}
