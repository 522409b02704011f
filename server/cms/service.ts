// What other domains use to add their own admin-area API: the staff guard and the audit log.
export { type AuditActor, type AuditEntryInput, recordAudit } from "./audit.ts";
export { actorOf, requireCms, type Staff } from "./guard.ts";
