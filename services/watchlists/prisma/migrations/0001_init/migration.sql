-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "watchlists" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "tickers" TEXT[],
    "feed_token_hash" TEXT NOT NULL,
    "feed_token_sealed" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "watchlists_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "watchlists_feed_token_hash_key" ON "watchlists"("feed_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "watchlists_owner_id_name_key_key" ON "watchlists"("owner_id", "name_key");
