import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from '../../i18n/use-locale.ts';
import { addDays, addMonths, dayLabel, dayOf, hijriSpan, monthGrid, monthLabel, readsAs, sameDay, weekdays, withDay, type Day } from './calendar.ts';

/**
 * A date-time field of the exam wizard: the browser's own `datetime-local` input (it works without
 * script and takes typing), how the value reads (mm/dd/yy, and the Hijri date in Arabic), and, once
 * script runs, a calendar as the specification states it: weeks from Sunday, English labels.
 */
export function DateTimeField({
  name,
  label,
  defaultValue,
  required,
  error,
  idPrefix = 'exam',
}: {
  name: string;
  label: string;
  defaultValue: string;
  required?: boolean;
  error?: string | undefined;
  /** Where one page has several of these fields of one name (the overrides' forms): ids of their own. */
  idPrefix?: string;
}) {
  const { t, fmt, dir } = useLocale();
  const id = `${idPrefix}-${name}`;
  const [value, setValue] = useState(defaultValue);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setReady(true), []);
  const reads = readsAs(value, fmt);
  const described = [reads ? `${id}-reads` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field datetime-field">
      <label htmlFor={id}>{label}</label>
      <div className="datetime-field__row">
        <input
          ref={input}
          id={id}
          name={name}
          type="datetime-local"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {ready && (
          <button
            ref={toggle}
            type="button"
            className="button button--ghost button--small"
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            onClick={() => setOpen((o) => !o)}
          >
            {t('exams.calendar.open')}
          </button>
        )}
      </div>
      {reads && (
        <p id={`${id}-reads`} className="field-hint" aria-live="polite">
          <bdi>{reads}</bdi>
        </p>
      )}
      {open && (
        <Calendar
          id={`${id}-calendar`}
          selected={dayOf(value)}
          dir={dir}
          onPick={(d) => {
            setValue(withDay(value, d));
            setOpen(false);
            input.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A key's name, isolated left to right inside a sentence of either direction. */
const KEY = (name: string) => `\u2066${name}\u2069`;

function todayDay(): Day {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The month grid: arrows move by day and week (mirrored in Arabic), Page Up/Down by month, Escape closes. */
function Calendar({ id, selected, dir, onPick, onClose }: { id: string; selected: Day | null; dir: 'rtl' | 'ltr'; onPick: (d: Day) => void; onClose: () => void }) {
  const { t, fmt } = useLocale();
  const titleId = useId();
  const [focus, setFocus] = useState<Day>(selected ?? todayDay());
  const [today] = useState(todayDay);
  const grid = useRef<HTMLTableElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const { year, month } = focus;
  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focus]);
  useEffect(() => {
    const away = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) onClose();
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [onClose]);
  const go = (d: Day) => {
    moved.current = true;
    setFocus(d);
  };
  const shiftMonth = (delta: number) => {
    const m = addMonths(year, month, delta);
    const length = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
    go({ ...m, day: Math.min(focus.day, length) });
  };
  const onKey = (e: KeyboardEvent) => {
    const ahead = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, () => void> = {
      ArrowRight: () => go(addDays(focus, ahead)),
      ArrowLeft: () => go(addDays(focus, -ahead)),
      ArrowDown: () => go(addDays(focus, 7)),
      ArrowUp: () => go(addDays(focus, -7)),
      PageDown: () => shiftMonth(1),
      PageUp: () => shiftMonth(-1),
      Escape: onClose,
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the focused day button move the focus in the grid
    <div ref={box} id={id} className="calendar" role="dialog" aria-labelledby={titleId} onKeyDown={onKey}>
      <div className="calendar__head">
        <button type="button" className="calendar__nav" aria-label={t('exams.calendar.previous')} onClick={() => shiftMonth(-1)}>
          <span aria-hidden="true">{dir === 'rtl' ? '→' : '←'}</span>
        </button>
        <p id={titleId} className="calendar__title">
          <span lang={fmt.locale}>{monthLabel(year, month, fmt)}</span>
          {fmt.locale === 'ar' && <span className="calendar__hijri">{hijriSpan(year, month, fmt)}</span>}
        </p>
        <button type="button" className="calendar__nav" aria-label={t('exams.calendar.next')} onClick={() => shiftMonth(1)}>
          <span aria-hidden="true">{dir === 'rtl' ? '←' : '→'}</span>
        </button>
      </div>
      <table ref={grid} className="calendar__grid" role="grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdays(fmt).map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d ? (
                  <td key={i} aria-selected={sameDay(d, selected)}>
                    <button
                      type="button"
                      tabIndex={sameDay(d, focus) ? 0 : -1}
                      aria-label={dayLabel(d, fmt)}
                      aria-current={sameDay(d, today) ? 'date' : undefined}
                      className={sameDay(d, selected) ? 'is-selected' : undefined}
                      onClick={() => onPick(d)}
                    >
                      {d.day}
                    </button>
                  </td>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint calendar__help">{t('exams.calendar.help', { pageUp: KEY('Page Up'), pageDown: KEY('Page Down'), escape: KEY('Escape') })}</p>
    </div>
  );
}
