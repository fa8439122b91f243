import type {
  ReferenceList,
  ReferenceListName,
  ReferenceListQuery,
} from '@connect/contracts/reference/reference.schemas';
import type { ServiceContext } from '../../context';
import { findReferenceList } from './reference.repository';

export async function listReferenceData(
  ctx: Pick<ServiceContext, 'db'>,
  list: ReferenceListName,
  query: ReferenceListQuery,
): Promise<ReferenceList> {
  return { list, items: await findReferenceList(ctx.db, list, query) };
}
