import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from './company-logo.js';
import { companyLogoSources, tickerInitials } from './company-logo-sources.js';

describe('companyLogoSources', () => {
  it('keeps the spec’s order, lower case then upper case, among the logos the manifest lists', () => {
    const both = new Set(['brk.b', 'BRK.B']);
    expect(companyLogoSources('Brk.B', both)).toEqual([
      '/staticfiles/company_logos/brk.b.png',
      '/staticfiles/company_logos/BRK.B.png',
    ]);
    expect(companyLogoSources('brk.b', new Set(['BRK.B']))).toEqual(['/staticfiles/company_logos/BRK.B.png']);
  });

  it('names no file for a ticker the manifest lacks', () => {
    expect(companyLogoSources('ZZZZ', new Set(['aapl']))).toEqual([]);
  });

  it('reads the manifest the build writes from web/public/staticfiles/company_logos', () => {
    expect(companyLogoSources('AAPL')).toEqual(['/staticfiles/company_logos/aapl.png']);
    expect(companyLogoSources('NOTALOGO')).toEqual([]);
  });
});

describe('tickerInitials', () => {
  it('takes the first two letters or digits', () => {
    expect(tickerInitials('aapl')).toBe('AA');
    expect(tickerInitials('BRK.B')).toBe('BR');
    expect(tickerInitials('^GSPC')).toBe('GS');
    expect(tickerInitials('F')).toBe('F');
  });
});

describe('CompanyLogo', () => {
  it('shows a listed logo by its lower-case file, at the size asked', () => {
    render(<CompanyLogo symbol="AAPL" size={100} alt="AAPL logo" />);
    const logo = screen.getByRole('img', { name: 'AAPL logo' });
    expect(logo).toHaveAttribute('src', '/staticfiles/company_logos/aapl.png');
    expect(logo).toHaveAttribute('width', '100');
    expect(logo).toHaveAttribute('height', '100');
  });

  it('shows the initials in a badge for a ticker without a logo, and asks for no file', () => {
    const { container } = render(<CompanyLogo symbol="ZZZQ" size={32} alt="ZZZQ logo" />);
    expect(container.querySelector('img')).toBeNull();
    const badge = screen.getByRole('img', { name: 'ZZZQ logo' });
    expect(badge).toHaveTextContent('ZZ');
    expect(badge).toHaveStyle({ width: '32px', height: '32px' });
  });

  it('hides a decorative badge from assistive technology', () => {
    const { container } = render(<CompanyLogo symbol="ZZZQ" size={24} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.company-logo-badge')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the badge when a listed file fails to load', () => {
    render(<CompanyLogo symbol="MSFT" size={24} alt="MSFT logo" />);
    fireEvent.error(screen.getByRole('img', { name: 'MSFT logo' }));
    expect(screen.getByRole('img', { name: 'MSFT logo' })).toHaveTextContent('MS');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows nothing for a missing logo where the screen asks for it to be hidden', () => {
    const { container } = render(<CompanyLogo symbol="ZZZQ" size={100} alt="ZZZQ logo" missing="hidden" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('starts again for another symbol', () => {
    const { rerender } = render(<CompanyLogo symbol="AAPL" size={24} alt="logo" />);
    fireEvent.error(screen.getByRole('img', { name: 'logo' }));
    rerender(<CompanyLogo symbol="AMZN" size={24} alt="logo" />);
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', '/staticfiles/company_logos/amzn.png');
  });
});
