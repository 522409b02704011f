CREATE TABLE "live_viewer_peaks" (
	"hour" timestamp with time zone NOT NULL,
	"node" text NOT NULL,
	"peak" integer NOT NULL,
	CONSTRAINT "live_viewer_peaks_hour_node_pk" PRIMARY KEY("hour","node")
);
