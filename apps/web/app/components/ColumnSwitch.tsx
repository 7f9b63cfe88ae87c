import type { ReactNode } from 'react';
import './column-switch.css';

/**
 * One column of a table at a time on a phone: a radio group whose checked radio is read by CSS
 * (`:has()`), so it works without script; on a wide screen and in print the group is hidden and
 * every column shows. Columns are numbered from 1 (`data-col` on their cells).
 */
export function ColumnSwitch({ name, legend, columns, children }: { name: string; legend: string; columns: readonly ReactNode[]; children: ReactNode }) {
  if (columns.length < 2) return <>{children}</>;
  return (
    <div className="col-switch" data-cols={columns.length}>
      <fieldset className="col-switch__tabs">
        <legend className="visually-hidden">{legend}</legend>
        {columns.map((c, i) => (
          <label key={i} className="col-switch__tab">
            <input type="radio" name={name} value={i + 1} defaultChecked={i === 0} className="col-switch__radio" />
            <span>{c}</span>
          </label>
        ))}
      </fieldset>
      {children}
    </div>
  );
}
