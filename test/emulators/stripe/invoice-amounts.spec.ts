import { computeInvoiceAmounts } from './invoice-amounts.js';

describe('invoice amounts', () => {
  it('adds lines without discounts', () => {
    expect(computeInvoiceAmounts([2000, 500], [])).toMatchObject({
      subtotal: 2500,
      total: 2500,
      amountDue: 2500,
      totalDiscounts: [],
    });
  });

  it('takes a percentage from every line', () => {
    const amounts = computeInvoiceAmounts([2000, 1000], [{ id: 'di_1', percentOff: 25, amountOff: null }]);
    expect(amounts).toMatchObject({ subtotal: 3000, total: 2250, totalDiscounts: [{ discount: 'di_1', amount: 750 }] });
    expect(amounts.lines.map((line) => line.discounts[0].amount)).toEqual([500, 250]);
  });

  it('spreads a fixed amount over the lines and never below zero', () => {
    const amounts = computeInvoiceAmounts([1000, 2000], [{ id: 'di_1', percentOff: null, amountOff: 1000 }]);
    expect(amounts.total).toBe(2000);
    expect(amounts.lines.map((line) => line.discounts[0].amount)).toEqual([333, 667]);
    expect(computeInvoiceAmounts([500], [{ id: 'di_2', percentOff: null, amountOff: 5000 }])).toMatchObject({
      total: 0,
      amountDue: 0,
    });
  });

  it('applies discounts one after another', () => {
    const amounts = computeInvoiceAmounts(
      [10000],
      [
        { id: 'di_1', percentOff: 50, amountOff: null },
        { id: 'di_2', percentOff: null, amountOff: 1000 },
      ],
    );
    expect(amounts.totalDiscounts).toEqual([
      { discount: 'di_1', amount: 5000 },
      { discount: 'di_2', amount: 1000 },
    ]);
    expect(amounts.total).toBe(4000);
  });
});
