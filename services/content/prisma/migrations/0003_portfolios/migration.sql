-- CreateTable
CREATE TABLE "portfolios" (
    "slug" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "source_file" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "sector" TEXT,
    "members" JSONB NOT NULL,
    "content_hash" TEXT NOT NULL,
    "unpublished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "portfolios_pkey" PRIMARY KEY ("slug")
);
