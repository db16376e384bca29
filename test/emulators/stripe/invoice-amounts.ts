/**
 * Invoice arithmetic, in the currency's smallest unit. Discounts apply in order: a percentage takes
 * its share of each line, a fixed amount is spread over the lines in proportion and never takes a
 * line below zero. Taxes and customer balances are not emulated.
 */
export interface DiscountTerms {
  /** The Discount object's id (`di_…`). */
  id: string;
  percentOff: number | null;
  amountOff: number | null;
}

export interface LineAmounts {
  amount: number;
  discounts: { discount: string; amount: number }[];
}

export interface InvoiceAmounts {
  subtotal: number;
  total: number;
  amountDue: number;
  totalDiscounts: { discount: string; amount: number }[];
  lines: LineAmounts[];
}

export function computeInvoiceAmounts(lineAmounts: readonly number[], discounts: readonly DiscountTerms[]): InvoiceAmounts {
  const remaining = [...lineAmounts];
  const lines: LineAmounts[] = lineAmounts.map((amount) => ({ amount, discounts: [] }));
  const totalDiscounts: { discount: string; amount: number }[] = [];

  for (const discount of discounts) {
    const shares = discountShares(remaining, discount);
    shares.forEach((share, index) => {
      remaining[index] -= share;
      lines[index].discounts.push({ discount: discount.id, amount: share });
    });
    totalDiscounts.push({ discount: discount.id, amount: shares.reduce((sum, share) => sum + share, 0) });
  }

  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const total = remaining.reduce((sum, amount) => sum + amount, 0);
  return { subtotal, total, amountDue: Math.max(0, total), totalDiscounts, lines };
}

function discountShares(remaining: readonly number[], discount: DiscountTerms): number[] {
  if (discount.percentOff !== null) {
    const percent = discount.percentOff;
    return remaining.map((amount) => Math.round((amount * percent) / 100));
  }
  const base = remaining.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  const off = Math.min(discount.amountOff ?? 0, base);
  if (base === 0 || off === 0) return remaining.map(() => 0);
  // Proportional shares, with the rounding remainder on the last line that can take it.
  const shares = remaining.map((amount) => Math.floor((Math.max(0, amount) * off) / base));
  let leftover = off - shares.reduce((sum, share) => sum + share, 0);
  for (let index = shares.length - 1; leftover > 0 && index >= 0; index--) {
    const room = Math.max(0, remaining[index]) - shares[index];
    const extra = Math.min(room, leftover);
    shares[index] += extra;
    leftover -= extra;
  }
  return shares;
}
