/**
 * The log of admin actions (feedback.admin_actions, migration 0009): the directory's reviews, the books' decisions
 * and the community's moderation all write to it, so it sits beside the backend rather than in one area. SQL only.
 */
import type { SqlClient } from './db/client.ts';
import type { ADMIN_ACTIONS, AdminAction } from '../../contract/admin-action-schemas.ts';

export interface AdminActionRow {
  id: number;
  adminEmail: string;
  action: (typeof ADMIN_ACTIONS)[number];
  targetType: AdminAction['targetType'];
  targetId: string;
  reason: string | null;
  at: Date;
}

export async function logAdminAction(db: SqlClient, action: Omit<AdminActionRow, 'id'>): Promise<void> {
  await db.query(
    `insert into feedback.admin_actions (admin_email, action, target_type, target_id, reason, at)
     values ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [action.adminEmail, action.action, action.targetType, action.targetId, action.reason, action.at.toISOString()],
  );
}

/** The latest `limit` actions, newest first. */
export async function listAdminActions(db: SqlClient, limit = 100): Promise<AdminActionRow[]> {
  const rows = await db.query<{
    id: number;
    admin_email: string;
    action: AdminActionRow['action'];
    target_type: AdminActionRow['targetType'];
    target_id: string;
    reason: string | null;
    at: Date;
  }>(
    `select id::int as id, admin_email, action, target_type, target_id, reason, at
     from feedback.admin_actions order by at desc, id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    at: new Date(row.at),
  }));
}
