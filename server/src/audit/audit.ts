/** The audit trail: one row per write and per report download (docs/architecture.md §4). */
import { auditLog } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface AuditRecord {
  userId: number | null;
  login: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown> | null;
}

export async function writeAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    userId: record.userId,
    login: record.login,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId == null ? null : String(record.entityId),
    details: record.details ?? null,
    createdBy: record.login ?? 'system',
  });
}
