import type { FaqEntry } from '../data/faq.js';
import './faq-list.css';

/** Questions as disclosure widgets: the browser gives them keyboard and screen-reader behaviour. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.question} className="faq-list__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
