import { includedFeatures } from '../data/included-features.js';
import './included-list.css';

/** What a subscription includes (spec §1 pricing copy), as a checked list. */
export function IncludedList({ features = includedFeatures }: { features?: readonly string[] }) {
  return (
    <ul className="included-list">
      {features.map((feature) => (
        <li key={feature}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          {feature}
        </li>
      ))}
    </ul>
  );
}
