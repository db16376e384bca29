import { GICS_SECTORS } from '@mc/proto/gics-sectors';
import { sectorKeyOf } from './gics-sector.js';

describe('sectorKeyOf', () => {
  it('knows the 11 GICS sectors by name and by key', () => {
    for (const { key, label } of GICS_SECTORS) {
      expect(sectorKeyOf(label)).toBe(key);
      expect(sectorKeyOf(key)).toBe(key);
    }
  });

  it('knows the other common names of the same sectors', () => {
    expect(sectorKeyOf('Technology')).toBe('information_technology');
    expect(sectorKeyOf('Healthcare')).toBe('health_care');
    expect(sectorKeyOf('Consumer Cyclical')).toBe('consumer_discretionary');
    expect(sectorKeyOf('Financial Services')).toBe('financials');
  });

  it('answers null for anything else', () => {
    expect(sectorKeyOf('Crypto')).toBeNull();
    expect(sectorKeyOf(null)).toBeNull();
  });
});
