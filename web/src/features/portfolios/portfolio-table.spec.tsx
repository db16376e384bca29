import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { flagshipRow } from './portfolio-fixtures.test-helper.js';
import { PortfolioTable } from './portfolio-table.js';

describe('the constituents table', () => {
  it('names each cell’s column, so that a phone’s card can place and label it', () => {
    render(
      <MemoryRouter>
        <PortfolioTable title="Market Catalysts Flagship 110" kind="flagship" rows={[flagshipRow(1)]} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Market Catalysts Flagship 110 constituents' });
    const [, row] = within(region).getAllByRole('row');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => [cell.className.split(' ')[0], cell.getAttribute('data-label')])).toEqual([
      ['portfolio-table__cell--rank', 'Rank'],
      ['portfolio-table__cell--ticker', 'Ticker'],
      ['portfolio-table__cell--name', 'Name'],
      ['portfolio-table__cell--sector', 'Sector'],
      ['portfolio-table__cell--last', 'Last'],
      ['portfolio-table__cell--change', 'Change'],
      ['portfolio-table__cell--change_percent', 'Change %'],
      ['portfolio-table__cell--market_cap', 'Market cap'],
      ['portfolio-table__cell--next_catalyst', 'Next catalyst'],
    ]);
    // The header row's cells carry the same names: the card's sort bar and the sticky columns use them.
    const headers = within(region).getAllByRole('columnheader');
    expect(headers[1]).toHaveClass('portfolio-table__cell--ticker');
    expect(headers[7]).toHaveClass('portfolio-table__cell--market_cap', 'portfolio-table__numeric');
  });
});
