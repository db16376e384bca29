-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "content_items" (
    "path" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "list" TEXT,
    "slug" TEXT NOT NULL,
    "source_file" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "published" DATE NOT NULL,
    "author" TEXT NOT NULL,
    "tags" TEXT[],
    "tickers" TEXT[],
    "picks" JSONB NOT NULL DEFAULT '[]',
    "html" TEXT NOT NULL,
    "headings" JSONB NOT NULL,
    "word_count" INTEGER NOT NULL,
    "content_hash" TEXT NOT NULL,
    "unpublished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_items_pkey" PRIMARY KEY ("path")
);

-- CreateIndex
CREATE INDEX "content_items_kind_published_idx" ON "content_items"("kind", "published" DESC);
