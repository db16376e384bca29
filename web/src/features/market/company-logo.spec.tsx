import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from './company-logo.js';

describe('CompanyLogo', () => {
  it('tries the lower-case ticker, then the upper-case one, then shows nothing', () => {
    const { container } = render(<CompanyLogo symbol="AAPL" size={100} alt="AAPL logo" />);
    const logo = screen.getByRole('img', { name: 'AAPL logo' });

    expect(logo).toHaveAttribute('src', '/staticfiles/company_logos/aapl.png');
    expect(logo).toHaveAttribute('width', '100');
    expect(logo).toHaveAttribute('height', '100');

    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'AAPL logo' })).toHaveAttribute('src', '/staticfiles/company_logos/AAPL.png');

    fireEvent.error(screen.getByRole('img', { name: 'AAPL logo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the lower-case logo when it loads', () => {
    render(<CompanyLogo symbol="MSFT" size={24} alt="MSFT logo" />);
    fireEvent.load(screen.getByRole('img', { name: 'MSFT logo' }));
    expect(screen.getByRole('img', { name: 'MSFT logo' })).toHaveAttribute('src', '/staticfiles/company_logos/msft.png');
  });

  it('starts the chain again for another symbol', () => {
    const { rerender } = render(<CompanyLogo symbol="AAPL" size={24} alt="logo" />);
    fireEvent.error(screen.getByRole('img', { name: 'logo' }));
    fireEvent.error(screen.getByRole('img', { name: 'logo' }));

    rerender(<CompanyLogo symbol="AMZN" size={24} alt="logo" />);
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', '/staticfiles/company_logos/amzn.png');
  });
});
