CREATE TABLE "news_breaking" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_breaking" ADD CONSTRAINT "news_breaking_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_breaking_flagged" ON "news_breaking" USING btree ("flagged_at");