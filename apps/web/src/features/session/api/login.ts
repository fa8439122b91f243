import { sessionResponseSchema, type LoginRequest, type SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login: the session answer; also sets the HttpOnly refresh cookie. */
export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: sessionResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
