-- AlterTable
ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" TEXT;

-- CreateTable
CREATE TABLE "entitlements" (
    "user_id" INTEGER NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "plan_id" INTEGER NOT NULL,
    "plan_name" TEXT NOT NULL,
    "current_period_end" TIMESTAMPTZ(3) NOT NULL,
    "trial_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL,
    "revision" BIGINT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "entitlements_pkey" PRIMARY KEY ("user_id")
);
