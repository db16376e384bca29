-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "subscriber_status" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- CreateEnum
CREATE TYPE "delivery_status" AS ENUM ('pending', 'sending', 'sent', 'failed', 'skipped');

-- CreateTable
CREATE TABLE "subscribers" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" "subscriber_status" NOT NULL,
    "confirmation_token_hash" TEXT,
    "confirmation_expires_at" TIMESTAMPTZ(3),
    "confirmation_sent_at" TIMESTAMPTZ(3),
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unsubscribe_tokens" (
    "token_hash" TEXT NOT NULL,
    "subscriber_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unsubscribe_tokens_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "briefings" (
    "scheduled_for" TIMESTAMPTZ(3) NOT NULL,
    "content" JSONB NOT NULL,
    "subject" TEXT NOT NULL,
    "recipient_count" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "briefings_pkey" PRIMARY KEY ("scheduled_for")
);

-- CreateTable
CREATE TABLE "briefing_deliveries" (
    "briefing_for" TIMESTAMPTZ(3) NOT NULL,
    "subscriber_id" UUID NOT NULL,
    "status" "delivery_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimed_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "last_error" TEXT,

    CONSTRAINT "briefing_deliveries_pkey" PRIMARY KEY ("briefing_for","subscriber_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers"("email");

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_confirmation_token_hash_key" ON "subscribers"("confirmation_token_hash");

-- CreateIndex
CREATE INDEX "subscribers_status_idx" ON "subscribers"("status");

-- CreateIndex
CREATE INDEX "unsubscribe_tokens_subscriber_id_idx" ON "unsubscribe_tokens"("subscriber_id");

-- CreateIndex
CREATE INDEX "unsubscribe_tokens_created_at_idx" ON "unsubscribe_tokens"("created_at");

-- CreateIndex
CREATE INDEX "briefing_deliveries_briefing_for_status_idx" ON "briefing_deliveries"("briefing_for", "status");

-- CreateIndex
CREATE INDEX "briefing_deliveries_subscriber_id_idx" ON "briefing_deliveries"("subscriber_id");

-- AddForeignKey
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "briefing_deliveries" ADD CONSTRAINT "briefing_deliveries_briefing_for_fkey" FOREIGN KEY ("briefing_for") REFERENCES "briefings"("scheduled_for") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "briefing_deliveries" ADD CONSTRAINT "briefing_deliveries_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
