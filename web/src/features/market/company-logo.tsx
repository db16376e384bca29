import { useState } from 'react';
import { companyLogoSources } from './company-logo-sources.js';

interface CompanyLogoProps {
  symbol: string;
  size: number;
  className?: string;
  /** Empty when the ticker is written next to the logo anyway. */
  alt?: string;
}

/** The company's logo by lower-case ticker, else by upper-case ticker, else nothing at all. */
export function CompanyLogo({ symbol, size, className, alt = '' }: CompanyLogoProps) {
  const [failedSources, setFailedSources] = useState<readonly string[]>([]);
  const source = companyLogoSources(symbol).find((candidate) => !failedSources.includes(candidate));
  if (source === undefined) return null;

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
