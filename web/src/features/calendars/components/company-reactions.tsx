import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { PastReaction, ReactionHistory, ReactionType } from '@mc/api/companies';
import { useBffQueries } from '../../../api/bff-query.js';
import { QueryStates } from '../../../ui/load-states.js';
import { companyReactionsKeys, companyReactionsUrl } from '../../market/company-api.js';
import { dayWithYear } from '../model/day-format.js';
import { expectedMoveLabel } from '../model/expected-move.js';
import { signedPercent } from '../model/value-format.js';
import './company-reactions.css';

/** Wide enough for eight bars with their dates; narrower when the column is (a phone's card). */
const CHART_WIDTH_PX = 360;
const CHART_HEIGHT_PX = 180;
// The theme's gains and losses (theme.css); SVG fills take custom properties.
const UP = 'var(--color-positive)';
const DOWN = 'var(--color-negative)';
const AXIS = 'var(--color-text-muted)';

const NEWS: Record<ReactionType, { title: string; plural: string; none: string }> = {
  earnings: { title: 'Moves after earnings', plural: 'reports', none: 'No past reports with prices on both sides yet.' },
  fda: { title: 'Moves after FDA decisions', plural: 'FDA decisions', none: 'No past FDA decisions with prices on both sides.' },
};

const NEWS_SHOWN: readonly ReactionType[] = ['earnings', 'fda'];

/** The choice's words: "Show moves after Earnings | FDA decisions". */
const CHOICE: Record<ReactionType, string> = { earnings: 'Earnings', fda: 'FDA decisions' };

/**
 * A subscriber's view of how the price answered the company's last reports, oldest bar first; when it
 * also has past FDA decisions with prices on both sides, a choice between the two charts (most
 * companies have none, so the choice shows only when there is something to choose).
 */
export function CompanyReactions({ ticker }: { ticker: string }) {
  const queries = useBffQueries<ReactionHistory>(
    NEWS_SHOWN.map((type) => ({ key: companyReactionsKeys(ticker, type), path: companyReactionsUrl(ticker, type) })),
  );
  const [earnings, fda] = queries;
  const [chosen, choose] = useState<ReactionType>('earnings');
  const hasFda = (fda.data?.reactions.length ?? 0) > 0;
  const type = hasFda ? chosen : 'earnings';
  const query = type === 'fda' ? fda : earnings;
  const news = NEWS[type];
  const headingId = useId();
  return (
    <section className="company-reactions" aria-labelledby={headingId}>
      <div className="company-reactions__head">
        <h3 id={headingId}>{news.title}</h3>
        {hasFda && (
          <div className="company-reactions__choice" role="group" aria-label="Show moves after">
            {NEWS_SHOWN.map((option) => (
              <button
                key={option}
                type="button"
                className="button button--ghost button--small"
                aria-pressed={option === type}
                onClick={() => choose(option)}
              >
                {CHOICE[option]}
              </button>
            ))}
          </div>
        )}
      </div>
      <QueryStates query={query} what={`${ticker}'s past moves`}>
        {(history) =>
          history.reactions.length === 0 ? (
            <p className="company-reactions__none">{news.none}</p>
          ) : (
            <ReactionChart history={history} plural={news.plural} />
          )
        }
      </QueryStates>
    </section>
  );
}

function ReactionChart({ history, plural }: { history: ReactionHistory; plural: string }) {
  const bars = [...history.reactions].reverse();
  const count = history.reactions.length;
  const summary = [
    history.expected_move
      ? `Expected move ${expectedMoveLabel(history.expected_move, history.type)}`
      : `Too few ${plural} for an expected move`,
    `largest ${signedPercent(history.largest_move)}`,
    `${history.up_count} of ${count} up`,
  ].join(' · ');
  const { ref, width } = useFittedWidth(CHART_WIDTH_PX);
  return (
    <>
      <p className="company-reactions__summary">{summary}</p>
      <figure
        ref={ref}
        className="company-reactions__chart"
        aria-label={`Close-to-close moves after the last ${count} ${plural}: ${bars.map(describe).join('; ')}`}
      >
        <BarChart width={width} height={CHART_HEIGHT_PX} data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 11, fill: AXIS }} stroke={AXIS} interval={0} />
          <YAxis tickFormatter={(value: number) => `${value}%`} tick={{ fontSize: 11, fill: AXIS }} stroke={AXIS} width={44} />
          <ReferenceLine y={0} stroke={AXIS} />
          <Tooltip content={<ReactionTip />} cursor={false} />
          <Bar dataKey="move_percent" isAnimationActive={false}>
            {bars.map((reaction) => (
              <Cell key={reaction.catalyst_id} fill={reaction.move_percent >= 0 ? UP : DOWN} />
            ))}
          </Bar>
        </BarChart>
      </figure>
    </>
  );
}

/** The chart's width: `widest`, or the figure's own width when that is less (0 where nothing is laid out, as in tests). */
function useFittedWidth(widest: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(widest);
  useLayoutEffect(() => {
    const fit = () => {
      const available = ref.current?.clientWidth ?? 0;
      setWidth(available > 0 ? Math.min(widest, available) : widest);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [widest]);
  return { ref, width };
}

/** "Jul 31 '26". */
function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const name = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${name} '${String(year).slice(2)}`;
}

/** One bar in words, for screen readers and the tooltip. */
function describe(reaction: PastReaction): string {
  const beside =
    reaction.eps_surprise_percent !== null
      ? `, EPS surprise ${signedPercent(reaction.eps_surprise_percent)}`
      : reaction.outcome
        ? `, ${reaction.outcome}`
        : '';
  return `${dayWithYear(reaction.date)}: ${signedPercent(reaction.move_percent)} (gap ${signedPercent(reaction.gap_percent)})${beside}`;
}

function ReactionTip({ active, payload }: { active?: boolean; payload?: readonly { payload: PastReaction }[] }) {
  const reaction = active ? payload?.[0]?.payload : undefined;
  if (!reaction) return null;
  return (
    <div className="company-reactions__tip">
      <p className="company-reactions__tip-day">{dayWithYear(reaction.date)}</p>
      <p>
        Move <strong>{signedPercent(reaction.move_percent)}</strong>, gap at the open {signedPercent(reaction.gap_percent)}
      </p>
      {reaction.eps_surprise_percent !== null && <p>EPS surprise {signedPercent(reaction.eps_surprise_percent)}</p>}
      {reaction.revenue_surprise_percent !== null && <p>Revenue surprise {signedPercent(reaction.revenue_surprise_percent)}</p>}
      {reaction.outcome && <p>{reaction.outcome}</p>}
    </div>
  );
}
