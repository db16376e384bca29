import { sameRange, type Day, type DayRange } from '../calendars/model/day-range.js';
import { QUICK_RANGES, withinDays } from './quick-ranges.js';

interface QuickFiltersProps {
  today: Day;
  /** The range on screen, null until the calendar has answered. */
  shown: DayRange | null;
  onChoose: (range: DayRange) => void;
}

/** "Within: Today · 7 days · 30 days": the range from today, one click each; the one on screen is pressed. */
export function QuickFilters({ today, shown, onChoose }: QuickFiltersProps) {
  return (
    <div className="quick-filters" role="group" aria-label="Within">
      <span className="quick-filters__label" aria-hidden="true">
        Within
      </span>
      {QUICK_RANGES.map(({ days, label }) => {
        const range = withinDays(today, days);
        return (
          <button
            key={days}
            type="button"
            className="button button--ghost button--small"
            aria-pressed={sameRange(shown, range)}
            onClick={() => onChoose(range)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
