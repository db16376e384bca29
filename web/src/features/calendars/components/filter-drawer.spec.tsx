import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FilterDrawer } from './filter-drawer.js';

function renderDrawer(narrowed = false) {
  const user = userEvent.setup();
  render(
    <>
      <FilterDrawer narrowed={narrowed}>
        <form aria-label="Filters">
          <label>
            Ticker or company <input type="search" />
          </label>
          <label>
            Sector <select />
          </label>
        </form>
      </FilterDrawer>
      <button type="button">After the filters</button>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: narrowed ? 'Filters (on)' : 'Filters' }) };
}

describe('the filter drawer', () => {
  it('opens as a dialog with the first filter focused', async () => {
    const { user, toggle } = renderDrawer();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.id).toBe(toggle.getAttribute('aria-controls'));
    expect(screen.getByRole('searchbox', { name: 'Ticker or company' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with Done', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.tab(); // to the sector
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveFocus();
    await user.tab(); // past the last filter: back to Done, the dialog's first control
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveFocus();
  });

  it('says on its button when a filter narrows the rows', () => {
    const { toggle } = renderDrawer(true);
    expect(toggle).toHaveTextContent('Filters (on)');
  });
});
