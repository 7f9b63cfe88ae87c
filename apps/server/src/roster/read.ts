import { parse } from 'csv-parse/sync';
import { ROSTER_HEADER_NAMES, ROSTER_MAX_COLUMNS, ROSTER_MAX_ROWS, ROSTER_ROLE_WORDS, type RosterField, type RosterMapping } from '@tasreef/contracts/roster';
import { AppError } from '../http/errors.ts';
import { decodeRoster, type RosterEncoding } from './decode.ts';
import { unzipWanted } from './unzip.ts';

/**
 * Reading a roster file into records: a CSV with its column mapping, or a OneRoster 1.1 zip
 * (orgs, users, classes, enrollments). Nothing here touches the database; the reading runs in a
 * worker thread (off-thread.ts), away from the event loop.
 */

export interface PersonRecord {
  kind: 'person';
  file: string;
  line: number;
  role: string;
  full_name: string;
  email: string;
  username: string;
  classes: string[];
  time_accommodation: string;
  phone: string;
  country: string;
  city: string;
  education_level: string;
  /** OneRoster: the user's sourcedId. */
  source_id?: string;
}
/** A line the reader already refuses (an orphan enrollment, an unknown class), with its reason. */
export interface RejectedRecord {
  kind: 'rejected';
  file: string;
  line: number;
  rowKind: 'enrollment' | 'class' | 'student' | 'teacher';
  label: string;
  reason: { key: 'roster_unknown_class' | 'roster_unknown_user' | 'oneroster_unknown_class' | 'oneroster_unknown_user' | 'roster_role_unknown'; params: Record<string, string> };
}
export interface ClassRecord {
  kind: 'class';
  file: string;
  line: number;
  name: string;
}
export type RosterRecord = PersonRecord | RejectedRecord | ClassRecord;

export interface CsvTable {
  headers: string[];
  rows: string[][];
  delimiter: ',' | ';' | '\t';
  encoding: RosterEncoding;
  /** The bytes were not UTF-8 and no encoding was chosen (decode.ts). */
  guessed: boolean;
}

/** The delimiter of the header line: the most frequent of `,` `;` and tab outside quotes. */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let inQuotes = false;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of firstLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch in counts) counts[ch as keyof typeof counts]++;
  }
  return (Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![1] > 0 ? Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0] : ',') as ',' | ';' | '\t';
}

export function readCsv(bytes: Uint8Array, chosen?: RosterEncoding): CsvTable {
  const { text, encoding, guessed } = decodeRoster(bytes, chosen);
  const delimiter = delimiterOf(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw new AppError('validation_failed', 422, 'roster_malformed', { line: e.lines ?? 1, detail: String(e.message ?? '').slice(0, 200) });
  }
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) throw new AppError('validation_failed', 422, 'roster_empty');
  if (rows.length > ROSTER_MAX_ROWS) throw new AppError('validation_failed', 422, 'roster_too_many_rows', { number: ROSTER_MAX_ROWS });
  const wide = records.findIndex((r) => r.length > ROSTER_MAX_COLUMNS);
  if (wide >= 0) throw new AppError('validation_failed', 422, 'roster_too_many_columns', { number: ROSTER_MAX_COLUMNS, line: wide + 1 });
  return { headers, rows, delimiter, encoding, guessed };
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The header each field most likely is, by name in English or Arabic. */
export function suggestMapping(headers: string[]): Record<RosterField, string | null> {
  const out = {} as Record<RosterField, string | null>;
  const used = new Set<string>();
  for (const field of Object.keys(ROSTER_HEADER_NAMES) as RosterField[]) {
    const found = headers.find((h) => !used.has(h) && ROSTER_HEADER_NAMES[field].includes(norm(h)));
    out[field] = found ?? null;
    if (found) used.add(found);
  }
  return out;
}

/** The role a cell names, or null when it names none. An empty cell is the default role. */
export function roleOf(cell: string, fallback: 'student' | 'teacher'): 'student' | 'teacher' | null {
  const v = norm(cell);
  if (v === '') return fallback;
  if (ROSTER_ROLE_WORDS.student.includes(v)) return 'student';
  if (ROSTER_ROLE_WORDS.teacher.includes(v)) return 'teacher';
  return null;
}

/** Splits a class cell: several classes separated by `|` or `،`. */
const classNames = (cell: string) =>
  cell
    .split(/[|،]/)
    .map((c) => c.trim())
    .filter(Boolean);

export function csvRecords(table: CsvTable, mapping: RosterMapping, fileName: string): RosterRecord[] {
  const index = {} as Record<RosterField, number>;
  for (const [field, header] of Object.entries(mapping) as Array<[RosterField, string | null | undefined]>) {
    if (!header) continue;
    const i = table.headers.indexOf(header);
    if (i < 0)
      throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: `mapping.${field}`, key: 'roster_mapping_unknown_column', params: { name: header } }]);
    index[field] = i;
  }
  const cell = (row: string[], f: RosterField) => (index[f] === undefined ? '' : (row[index[f]] ?? '').trim());
  return table.rows.map((row, i) => ({
    kind: 'person',
    file: fileName,
    line: i + 2,
    role: cell(row, 'role'),
    full_name: cell(row, 'full_name'),
    email: cell(row, 'email'),
    username: cell(row, 'username'),
    classes: classNames(cell(row, 'class_name')),
    time_accommodation: cell(row, 'time_accommodation'),
    phone: cell(row, 'phone'),
    country: cell(row, 'country'),
    city: cell(row, 'city'),
    education_level: cell(row, 'education_level'),
  }));
}

const ONEROSTER_FILES = ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'];

export interface OneRosterRead {
  records: RosterRecord[];
  /** The files read in a guessed encoding (not UTF-8, none chosen), and that encoding. */
  guessed: { files: string[]; encoding: RosterEncoding } | null;
}

/** A OneRoster 1.1 CSV zip: users (students and teachers), classes, enrollments; orgs must be there. */
export function oneRosterRecords(bytes: Uint8Array, chosen?: RosterEncoding): OneRosterRead {
  const byName = unzipWanted(bytes, (name) => ONEROSTER_FILES.includes(name));
  let guessed: OneRosterRead['guessed'] = null;
  const table = (name: string) => {
    const data = byName.get(name);
    if (!data) throw new AppError('validation_failed', 422, 'roster_zip_invalid', { detail: `${name} is missing` });
    const t = readCsv(data, chosen);
    if (t.guessed) guessed = { files: [...(guessed?.files ?? []), name], encoding: t.encoding };
    const col = (h: string) => t.headers.findIndex((x) => x.toLowerCase() === h.toLowerCase());
    return { rows: t.rows, get: (row: string[], h: string) => (col(h) >= 0 ? (row[col(h)] ?? '').trim() : '') };
  };
  table('orgs.csv');
  const users = table('users.csv');
  const classes = table('classes.csv');
  const enrollments = table('enrollments.csv');

  const at = (name: string, i: number) => ({ file: name, line: i + 2 });
  const records = oneRosterMapped(
    {
      classes: classes.rows.map((row, i) => ({ at: at('classes.csv', i), sourcedId: classes.get(row, 'sourcedId'), title: classes.get(row, 'title') })),
      users: users.rows.map((row, i) => ({
        at: at('users.csv', i),
        sourcedId: users.get(row, 'sourcedId'),
        givenName: users.get(row, 'givenName'),
        middleName: users.get(row, 'middleName'),
        familyName: users.get(row, 'familyName'),
        role: users.get(row, 'role'),
        email: users.get(row, 'email'),
        username: users.get(row, 'username'),
        phone: users.get(row, 'phone') || users.get(row, 'sms'),
        grades: users.get(row, 'grades'),
      })),
      enrollments: enrollments.rows.map((row, i) => ({
        at: at('enrollments.csv', i),
        classSourcedId: enrollments.get(row, 'classSourcedId'),
        userSourcedId: enrollments.get(row, 'userSourcedId'),
      })),
    },
    'zip',
  );
  return { records, guessed };
}

/** Where a OneRoster record came from: its file (zip) or collection (REST) and its line or position. */
interface Origin {
  file: string;
  line: number;
}
/** The OneRoster fields the import reads, whether from the zip's CSV files or the REST API's JSON. */
export interface OneRosterData {
  classes: Array<{ at: Origin; sourcedId: string; title: string }>;
  users: Array<{
    at: Origin;
    sourcedId: string;
    givenName: string;
    middleName: string;
    familyName: string;
    role: string;
    email: string;
    username: string;
    phone: string;
    grades: string;
  }>;
  enrollments: Array<{ at: Origin; classSourcedId: string; userSourcedId: string }>;
}

/**
 * OneRoster's classes, users and enrollments as the records the dry run checks: one mapping for
 * the zip and the REST pull, so both give the same rows.
 */
export function oneRosterMapped(data: OneRosterData, from: 'zip' | 'rest'): RosterRecord[] {
  const unknown =
    from === 'zip' ? ({ class: 'roster_unknown_class', user: 'roster_unknown_user' } as const) : ({ class: 'oneroster_unknown_class', user: 'oneroster_unknown_user' } as const);
  const out: RosterRecord[] = [];
  const classById = new Map<string, string>();
  for (const c of data.classes) {
    const name = c.title || c.sourcedId;
    classById.set(c.sourcedId, name);
    out.push({ kind: 'class', ...c.at, name });
  }
  const people = new Map<string, PersonRecord>();
  for (const u of data.users) {
    if (!['student', 'teacher'].includes(u.role.toLowerCase())) continue; // administrators, guardians, aides: not members
    const person: PersonRecord = {
      kind: 'person',
      ...u.at,
      role: u.role,
      full_name: [u.givenName, u.middleName, u.familyName].filter(Boolean).join(' '),
      email: u.email,
      username: u.email ? '' : u.username.toLowerCase(),
      classes: [],
      time_accommodation: '',
      phone: u.phone,
      country: '',
      city: '',
      education_level: u.grades,
      source_id: u.sourcedId,
    };
    people.set(u.sourcedId, person);
    out.push(person);
  }
  for (const e of data.enrollments) {
    const label = `${e.userSourcedId} → ${e.classSourcedId}`;
    const className = classById.get(e.classSourcedId);
    const person = people.get(e.userSourcedId);
    if (className === undefined) out.push({ kind: 'rejected', ...e.at, rowKind: 'enrollment', label, reason: { key: unknown.class, params: { name: e.classSourcedId } } });
    else if (!person) out.push({ kind: 'rejected', ...e.at, rowKind: 'enrollment', label, reason: { key: unknown.user, params: { name: e.userSourcedId } } });
    else person.classes.push(className);
  }
  return out;
}
