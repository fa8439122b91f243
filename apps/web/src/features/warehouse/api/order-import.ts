import {
  commitImportResponseSchema,
  dryRunResponseSchema,
  readImportResponseSchema,
  saveImportMappingResponseSchema,
  type ImportDirection,
  type ImportMapping,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiErrorOf, apiRequest, prepareRequestHeaders } from '@/lib/api-client';
import { warehouseKeys } from './warehouse-keys';

/** POST /api/wms/order-imports/{direction}/{step}: multipart/form-data with the file and, after reading, the mapping. */
async function postFile<T>(
  direction: ImportDirection,
  step: 'read' | 'dry-run' | 'commit',
  input: { file: File; mapping?: ImportMapping },
  schema: z.ZodType<T>,
): Promise<T> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  const headers = await prepareRequestHeaders();
  const response = await fetch(`/api/wms/order-imports/${direction}/${step}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...headers },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return schema.parse(await response.json());
}

export const readOrderFile = (direction: ImportDirection, file: File) =>
  postFile(direction, 'read', { file }, readImportResponseSchema);

export const dryRunOrderFile = (direction: ImportDirection, file: File, mapping: ImportMapping) =>
  postFile(direction, 'dry-run', { file, mapping }, dryRunResponseSchema);

export const commitOrderFile = (direction: ImportDirection, file: File, mapping: ImportMapping) =>
  postFile(direction, 'commit', { file, mapping }, commitImportResponseSchema);

/** PUT …/mapping: the user's mapping for this company and direction, applied to the next file. */
export const saveImportMapping = (direction: ImportDirection, mapping: ImportMapping) =>
  apiRequest(`/api/wms/order-imports/${direction}/mapping`, {
    method: 'PUT',
    body: { mapping },
    schema: saveImportMappingResponseSchema,
    loader: false,
  });

/** The import: once written, the order lists and stock are read again. */
export function useCommitOrderFile(direction: ImportDirection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) =>
      commitOrderFile(direction, file, mapping),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
