-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "coupon" TEXT,
ADD COLUMN     "details_read_at" TIMESTAMPTZ(3),
ADD COLUMN     "latest_invoice_id" TEXT,
ADD COLUMN     "next_coupon" TEXT,
ADD COLUMN     "next_discount_cents" INTEGER,
ADD COLUMN     "next_invoice_cents" INTEGER,
ADD COLUMN     "payment_method" TEXT,
ADD COLUMN     "start_date" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "invoices" (
    "stripe_invoice_id" TEXT NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "stripe_subscription_id" TEXT,
    "status" TEXT NOT NULL,
    "amount_due_cents" INTEGER NOT NULL,
    "amount_paid_cents" INTEGER NOT NULL,
    "discount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "attempt_count" INTEGER NOT NULL,
    "billing_reason" TEXT,
    "number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("stripe_invoice_id")
);

-- CreateTable
CREATE TABLE "notices" (
    "key" TEXT NOT NULL,
    "told_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notices_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "pending_refreshes" (
    "key" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "due_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimed_by" UUID,
    "claimed_until" TIMESTAMPTZ(3),

    CONSTRAINT "pending_refreshes_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "invoices_stripe_customer_id_created_at_idx" ON "invoices"("stripe_customer_id", "created_at");

-- CreateIndex
CREATE INDEX "invoices_stripe_subscription_id_idx" ON "invoices"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "pending_refreshes_due_at_idx" ON "pending_refreshes"("due_at");
