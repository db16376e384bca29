import { useState, type CSSProperties } from 'react';
import { companyLogoSources, tickerInitials } from './company-logo-sources.js';
import './company-logo.css';

interface CompanyLogoProps {
  symbol: string;
  size: number;
  className?: string;
  /** Empty when the ticker is written next to the logo anyway. */
  alt?: string;
  /**
   * Without a logo: the ticker's initials in a neutral badge of the logo's size (issue 20 §4), or nothing
   * (the demo logo screen, spec §2: "else hidden").
   */
  missing?: 'initials' | 'hidden';
}

/**
 * The company's logo by lower-case ticker, else by upper-case ticker, among the logos the build listed; else
 * the ticker's initials. A listed file that still fails to load (removed since the build) counts as missing.
 */
export function CompanyLogo({ symbol, size, className, alt = '', missing = 'initials' }: CompanyLogoProps) {
  const [failedSources, setFailedSources] = useState<readonly string[]>([]);
  const source = companyLogoSources(symbol).find((candidate) => !failedSources.includes(candidate));

  if (source === undefined) {
    if (missing === 'hidden') return null;
    const badgeSize = { width: size, height: size, fontSize: size * 0.4 } as CSSProperties;
    return (
      <span
        className={['company-logo-badge', className].filter(Boolean).join(' ')}
        style={badgeSize}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {tickerInitials(symbol)}
      </span>
    );
  }

  return (
    <img
      className={className}
      src={source}
      alt={alt}
      width={size}
      height={size}
      // Lists of companies (portfolios, calendars) fetch only the logos that scroll into view.
      loading="lazy"
      decoding="async"
      onError={() => setFailedSources((failed) => [...failed, source])}
    />
  );
}
