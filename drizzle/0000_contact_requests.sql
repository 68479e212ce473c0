CREATE TABLE "Contact-final" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "Contact-final_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"First Name" text NOT NULL,
	"Last Name" text DEFAULT '' NOT NULL,
	"Email" text NOT NULL,
	"Company" text NOT NULL,
	"Motivation" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
