import { useEffect } from 'react';
import { useToast } from '../../ui/Toaster';
import { LoadFailed } from './DashboardPanel';

/** The product spec's words when the first visit could not make the profile. */
export const PROFILE_CREATION_FAILED_MESSAGE = 'Failed to create user profile';

/** The profile tab when its row could not be made: the spec's 'Error' toast, and the same words in the panel. */
export function ProfileCreationFailed() {
  const toast = useToast();
  useEffect(() => toast({ title: 'Error', description: PROFILE_CREATION_FAILED_MESSAGE, variant: 'destructive' }), [toast]);
  return <LoadFailed what="profile" message={PROFILE_CREATION_FAILED_MESSAGE} />;
}
