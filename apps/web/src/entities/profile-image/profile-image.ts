import { avatarUploadResponseSchema } from '@connect/contracts/profile/profile.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorOf, apiRequest, prepareRequestHeaders } from '@/lib/api-client';

/** The picture's query key: under My Profile's keys, so refreshing the profile refreshes the picture too. */
export const profileImageKey = (sessionKey: string) => ['profile', 'image', sessionKey] as const;

/**
 * GET /api/customer/profile/image (shared by My Profile and the header's profile menu): the picture as a data URL (text), or '' when there is none. */
export function getProfileImage(signal?: AbortSignal): Promise<string> {
  return apiRequest('/api/customer/profile/image', {
    schema: z
      .string()
      .optional()
      .transform((value) => value ?? ''),
    signal,
    loader: false,
  });
}

export function useProfileImage(sessionKey: string) {
  return useQuery({
    staleTime: 5 * 60_000,
    queryKey: profileImageKey(sessionKey),
    queryFn: ({ signal }) => getProfileImage(signal),
  });
}

/** POST /api/customer/profile/image: multipart/form-data with the one part `file` (answers { fileName }). */
export async function uploadProfileImage(file: File): Promise<{ fileName: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = await prepareRequestHeaders();
  const response = await fetch('/api/customer/profile/image', {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...headers },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return avatarUploadResponseSchema.parse(await response.json());
}

export function useUploadProfileImage(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileImageKey(sessionKey) }),
  });
}
