import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { companies, memberships, users } from '../../db/schema/identity';
import { portalMessageReceipts, portalMessages } from '../../db/schema/messages';
import { containsPattern } from '../../db/like-pattern';

export type PortalMessageRow = typeof portalMessages.$inferSelect;
export type MessageCounts = { seenCount: number; acknowledgedCount: number };

/** The message's default-language subject (what the list shows and searches). */
const subjectSql = sql<string>`coalesce(${portalMessages.texts} -> ${portalMessages.defaultLocale} ->> 'subject', '')`;

/** The state a message is in at `now`: draft, scheduled, live, ended or withdrawn. */
export const stateSql = (now: Date): SQL<string> => sql<string>`case
  when ${portalMessages.withdrawnAt} is not null then 'withdrawn'
  when ${portalMessages.publishedAt} is null then 'draft'
  when ${portalMessages.endsAt} is not null and ${portalMessages.endsAt} <= ${now.toISOString()}::timestamptz then 'ended'
  when ${portalMessages.startsAt} > ${now.toISOString()}::timestamptz then 'scheduled'
  else 'live' end`;

const gridColumns = (now: Date): GridColumns => ({
  subject: { column: subjectSql, kind: 'text' },
  severity: { column: portalMessages.severity, kind: 'text' },
  state: { column: stateSql(now), kind: 'text' },
  startsAt: { column: portalMessages.startsAt, kind: 'date' },
  endsAt: { column: portalMessages.endsAt, kind: 'date' },
  createdAt: { column: portalMessages.createdAt, kind: 'date' },
});

const countsSql = {
  seenCount: sql<number>`(select count(*)::int from ${portalMessageReceipts} r where r.message_id = ${portalMessages.id})`,
  acknowledgedCount: sql<number>`(select count(*)::int from ${portalMessageReceipts} r where r.message_id = ${portalMessages.id} and r.acknowledged_at is not null)`,
};

export type MessageListFilter = {
  search?: string;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  now: Date;
};

/** Every message for the forwarder's admins (messages are the forwarder's: no tenant scope applies here). */
export async function findMessagesPage(
  db: Database,
  filter: MessageListFilter,
  page: { offset: number; limit: number },
) {
  const columns = gridColumns(filter.now);
  const where = and(
    filter.search ? ilike(subjectSql, containsPattern(filter.search)) : undefined,
    gridWhere(columns, filter.filters),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: portalMessages, state: stateSql(filter.now), ...countsSql })
      .from(portalMessages)
      .where(where)
      .orderBy(...gridOrderBy(columns, filter.sort, [desc(portalMessages.createdAt), sql`${portalMessages.id}`]))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(portalMessages).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findMessage(db: Database, messageId: string, now: Date) {
  const [row] = await db
    .select({ message: portalMessages, state: stateSql(now), ...countsSql })
    .from(portalMessages)
    .where(eq(portalMessages.id, messageId));
  return row;
}

export async function insertMessage(db: Database, values: typeof portalMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(portalMessages).values(values).returning({ id: portalMessages.id });
  if (!row) throw new Error('message not created');
  return row.id;
}

/** Changes a message that is not withdrawn; false when there is none to change. */
export async function updateMessage(
  db: Database,
  messageId: string,
  values: Partial<typeof portalMessages.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(portalMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(portalMessages.id, messageId), isNull(portalMessages.withdrawnAt)))
    .returning({ id: portalMessages.id });
  return rows.length === 1;
}

/** The audience of a signed-in person: who they are, their companies and their permission keys. */
export type Reader = { userId: string; companyCodes: string[]; permissions: string[] };

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/** Does a message's audience include the reader? (SQL over the row's audience kind and values.) */
function audienceIncludes(reader: Reader): SQL {
  return sql`(
    ${portalMessages.audienceKind} = 'everyone'
    or (${portalMessages.audienceKind} = 'users' and ${reader.userId} = any(${portalMessages.audienceValues}))
    or (${portalMessages.audienceKind} = 'companies' and ${portalMessages.audienceValues} && ${textArray(reader.companyCodes)})
    or (${portalMessages.audienceKind} = 'roles' and ${portalMessages.audienceValues} && ${textArray(reader.permissions)})
  )`;
}

/** The live messages meant for the reader, newest first, with the reader's receipt. */
export async function findLiveMessagesFor(db: Database, reader: Reader, now: Date) {
  return db
    .select({ message: portalMessages, receipt: portalMessageReceipts })
    .from(portalMessages)
    .leftJoin(
      portalMessageReceipts,
      and(eq(portalMessageReceipts.messageId, portalMessages.id), eq(portalMessageReceipts.userId, reader.userId)),
    )
    .where(and(sql`${stateSql(now)} = 'live'`, audienceIncludes(reader)))
    .orderBy(desc(portalMessages.startsAt), desc(portalMessages.id))
    .limit(50);
}

/** One live message meant for the reader (a receipt may only be written for such a message). */
export async function findLiveMessageFor(db: Database, reader: Reader, messageId: string, now: Date) {
  const [row] = await db
    .select({ id: portalMessages.id, requiresAck: portalMessages.requiresAck })
    .from(portalMessages)
    .where(and(eq(portalMessages.id, messageId), sql`${stateSql(now)} = 'live'`, audienceIncludes(reader)));
  return row;
}

/** Records what the reader did; the first sight creates the receipt and later actions keep their first time. */
export async function recordReceipt(
  db: Database,
  messageId: string,
  userId: string,
  action: 'seen' | 'dismiss' | 'acknowledge',
  at: Date,
): Promise<void> {
  const set =
    action === 'dismiss'
      ? { dismissedAt: sql`coalesce(${portalMessageReceipts.dismissedAt}, ${at.toISOString()}::timestamptz)` }
      : action === 'acknowledge'
        ? { acknowledgedAt: sql`coalesce(${portalMessageReceipts.acknowledgedAt}, ${at.toISOString()}::timestamptz)` }
        : { seenAt: sql`${portalMessageReceipts.seenAt}` };
  await db
    .insert(portalMessageReceipts)
    .values({
      messageId,
      userId,
      seenAt: at,
      dismissedAt: action === 'dismiss' ? at : null,
      acknowledgedAt: action === 'acknowledge' ? at : null,
    })
    .onConflictDoUpdate({ target: [portalMessageReceipts.messageId, portalMessageReceipts.userId], set });
}

/** The active users a message is meant for, as a condition on `users`. */
function audienceWhere(message: Pick<PortalMessageRow, 'audienceKind' | 'audienceValues'>) {
  const values = message.audienceValues;
  const member = (condition: SQL) =>
    sql`exists (select 1 from ${memberships} m join ${companies} c on c.id = m.company_id where m.user_id = ${users.id} and ${condition})`;
  const inAudience =
    message.audienceKind === 'everyone'
      ? sql`true`
      : message.audienceKind === 'users'
        ? sql`${users.id}::text = any(${textArray(values)})`
        : message.audienceKind === 'companies'
          ? member(sql`c.code = any(${textArray(values)})`)
          : member(sql`m.permissions && ${textArray(values)}`);
  return and(eq(users.status, 'active'), inAudience);
}

/** How many active users a message is meant for. */
export async function countAudience(db: Database, message: Pick<PortalMessageRow, 'audienceKind' | 'audienceValues'>) {
  const [total] = await db.select({ value: count() }).from(users).where(audienceWhere(message));
  return Number(total?.value ?? 0);
}

/** The users a message is meant for (active users), with their receipts; at most `limit` of them. */
export async function findAudienceReceipts(db: Database, message: PortalMessageRow, limit: number) {
  const where = audienceWhere(message);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        displayName: users.displayName,
        email: users.email,
        seenAt: portalMessageReceipts.seenAt,
        acknowledgedAt: portalMessageReceipts.acknowledgedAt,
      })
      .from(users)
      .leftJoin(
        portalMessageReceipts,
        and(eq(portalMessageReceipts.userId, users.id), eq(portalMessageReceipts.messageId, message.id)),
      )
      .where(where)
      .orderBy(
        sql`${portalMessageReceipts.acknowledgedAt} desc nulls last`,
        sql`${portalMessageReceipts.seenAt} desc nulls last`,
        users.email,
      )
      .limit(limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** The e-mail addresses of a message's audience (active users), for its e-mail copy. */
export async function findAudienceEmails(db: Database, message: PortalMessageRow, limit: number): Promise<string[]> {
  const { rows } = await findAudienceReceipts(db, message, limit);
  return rows.map((row) => row.email);
}

/** The codes among `codes` that name no company. */
export async function findUnknownCompanyCodes(db: Database, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: companies.code })
    .from(companies)
    .where(sql`${companies.code} = any(${textArray(codes)})`);
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((code) => !known.has(code));
}

/** How many of the ids are active users. */
export async function countActiveUsers(db: Database, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`${users.id}::text = any(${textArray(userIds)})`));
  return Number(row?.value ?? 0);
}
