-- Chat log entries are written with their change and numbered right after the commit, so the
-- counter row is locked for one statement instead of across the writer's round trips.
ALTER TABLE "chat_log" DROP CONSTRAINT "chat_log_pkey";--> statement-breakpoint
ALTER TABLE "chat_log" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_log" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "chat_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_log_seq_idx" ON "chat_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "chat_log_unnumbered_idx" ON "chat_log" USING btree ("id") WHERE "chat_log"."seq" is null;
