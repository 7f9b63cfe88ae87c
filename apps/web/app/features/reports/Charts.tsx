export interface Bar {
  /** The category under the bar (a score band, a date). */
  label: string;
  value: number;
  /** The value as written above the bar and in the table (a percentage, a count). */
  shown: string;
  /** The category as the table says it, when the bar's label is a short form of it. */
  long?: string;
}

/**
 * A bar chart in CSS that follows the page's direction: in Arabic the first bar is on the right and
 * the bars read right to left. The drawing is hidden from assistive technology; the same figures are
 * in a table that screen readers read instead (visually hidden).
 */
export function BarChart({ id, title, bars, max, category, quantity }: { id: string; title: string; bars: Bar[]; max: number; category: string; quantity: string }) {
  const top = Math.max(max, ...bars.map((b) => b.value), 1);
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="bar-chart__title">
        {title}
      </figcaption>
      <div className="bar-chart__plot" aria-hidden="true">
        {bars.map((b, i) => (
          <div className="bar-chart__col" key={`${b.label}-${i}`}>
            <span className="bar-chart__track">
              <span className="bar-chart__value">{b.shown}</span>
              {/* the tallest bar takes 85 % of the track, leaving room for its value above it */}
              <span className="bar-chart__bar" style={{ blockSize: `${(85 * b.value) / top}%` }} />
            </span>
            <span className="bar-chart__label">
              <bdi dir="ltr">{b.label}</bdi>
            </span>
          </div>
        ))}
      </div>
      {/* A table cannot be narrower than its text: the box around it is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              <th scope="col">{quantity}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b, i) => (
              <tr key={`${b.label}-${i}`}>
                <th scope="row">
                  <bdi>{b.long ?? b.label}</bdi>
                </th>
                <td>{b.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A share as a bar inside a table cell (facility, a feature's percentage), with the number beside it. */
export function Meter({ percent, text }: { percent: number; text: string }) {
  return (
    <span className="meter">
      <span className="meter__track" aria-hidden="true">
        <span className={`meter__fill${percent < 50 ? ' meter__fill--low' : ''}`} style={{ inlineSize: `${Math.max(0, Math.min(100, percent))}%` }} />
      </span>
      <span className="meter__text">{text}</span>
    </span>
  );
}
