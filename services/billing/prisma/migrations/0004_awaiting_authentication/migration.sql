-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "awaiting_authentication" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "confirmation_secret" TEXT;
