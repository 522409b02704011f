CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_caller_key_pk" PRIMARY KEY("scope","caller","key")
);
