import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { UpdateName, UserProfileUpdate } from '@connect/contracts/profile/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applySessionResponse } from '@/lib/session/session-store';
import { updateClaims } from '@/lib/session/api/update-claims';
import { profileKeys } from './profile-keys';

/** POST /api/customer/profile/name: the one call that saves a display name (also while impersonating). */
export function updateName(body: UpdateName) {
  return apiRequest('/api/customer/profile/name', { method: 'POST', body, schema: messageResponseSchema });
}

/** POST /api/customer/user/profile: claims (locale, inactivityTimeout, the unchanged time zone). */
export function updateUserProfile(body: UserProfileUpdate) {
  return apiRequest('/api/customer/user/profile', { method: 'POST', body, schema: messageResponseSchema });
}

/** After a change of name or claims: a new token with them (spec 1 §4), kept by the session store. */
async function refreshClaims(): Promise<void> {
  applySessionResponse(await updateClaims());
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateName) => {
      const answer = await updateName(body);
      await refreshClaims();
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserProfileUpdate) => {
      const answer = await updateUserProfile(body);
      await refreshClaims();
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
