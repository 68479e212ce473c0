CREATE TABLE "web_vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_hour" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"connection" text,
	"lcp_ms" double precision,
	"inp_ms" double precision,
	"cls" double precision,
	"fcp_ms" double precision,
	"ttfb_ms" double precision,
	"inp_target" text
);
--> statement-breakpoint
CREATE INDEX "web_vitals_received_hour" ON "web_vitals" USING btree ("received_hour");