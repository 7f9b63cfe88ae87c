/**
 * The exam generator: criteria → verbs → for each objective, drafts from the question types →
 * questions of the chosen formats, deterministic from the seed. When the criteria cannot give the
 * count, it says how many they can give and why, in both languages.
 *
 * Small pools are enumerated whole (every draft built and checked: `available` is exact); large
 * ones are sampled (`available` is then the count of targets, before ambiguous ones are dropped).
 */
import type { LexiconEntry } from '@tasreef/lexicon';
import { IMPERATIVE_TENSES } from '@tasreef/morphology';
import {
  CRITERIA_KIND_NAMES,
  EXAM_TENSES,
  QUESTION_FORMAT_NAMES,
  QUESTION_TYPE_NAMES,
  TYPED_QUESTION_TYPES,
  typeFitsFormat,
  type Bilingual,
  type CriteriaKind,
  type ExamTense,
  type GenerateInput,
  type Question,
  type QuestionFormat,
  type QuestionType,
} from '@tasreef/contracts/exams';
import type { Context, Draft, QuestionTypeModule } from './draft.ts';
import { FrequencyBands, isFrozen, selectVerbs } from './pool.ts';
import { Random } from './random.ts';
import type { Readings } from './readings.ts';
import { QUESTION_TYPE_MODULES } from './registry.ts';
import { verbData } from './verb-data.ts';
import { examEntries } from './exam-entries.ts';
import { Spread, answersItsStem, verbCap } from './spread.ts';
import { assemble } from './assemble.ts';
import { checkQuestion, type CheckResult } from './check.ts';

/** Pools with at most this many targets are enumerated whole. */
export const EXACT_LIMIT = 400;
/** A sampled pool this small is enumerated when sampling falls short of the quota. */
export const FALLBACK_VERBS = 300;
/** "Let the engine decide": this many questions a type, within these bounds. */
export const BALANCED = { perType: 5, min: 10, max: 30 } as const;
export const DEFAULT_KINDS: readonly CriteriaKind[] = ['verbs', 'roots', 'derivatives', 'gerunds'];
/** Tenses asked when the criteria name none: the energetic ones are asked only on request. */
export const DEFAULT_TENSES: readonly ExamTense[] = ['past', 'present_indicative', 'present_subjunctive', 'present_jussive', 'imperative'];

export interface ExamLexicon {
  entries: readonly LexiconEntry[];
  readings: Readings;
  /**
   * For the criterion "verbs of the Quran": how many words of the Quran each verb (by id) accounts
   * for as a verb, or null while unknown (the Quran's readings not loaded yet).
   */
  quran?: () => ReadonlyMap<string, number> | null;
}

export interface Shortfall {
  error: string;
  message: Bilingual;
  available: number;
  /** Per objective type: how many questions the criteria give (exact when `available_exact`). */
  available_by_type: Partial<Record<QuestionType, number>>;
  available_exact: boolean;
}

export interface Generated {
  questions: Question[];
  seed: number;
  available: number;
  available_by_type: Partial<Record<QuestionType, number>>;
  available_exact: boolean;
}

interface Plan {
  type: QuestionType;
  module: QuestionTypeModule;
  weight: number;
  formats: QuestionFormat[];
  verbs: LexiconEntry[];
  estimate: number;
  drafts: Draft[] | null;
}

const list = (xs: readonly string[], lang: 'ar' | 'en') => xs.join(lang === 'ar' ? '، ' : ', ');

export class ExamGenerator {
  private readonly bands: FrequencyBands;
  private readonly ordered: LexiconEntry[];
  private readonly frozenIds: Set<string>;
  private readonly roots: Set<string>;
  private readonly byId: Map<string, LexiconEntry>;
  private readonly byRoot: Map<string, LexiconEntry[]>;
  private neighbourIndex: Map<string, string[]> | null = null;
  /** Selections and per-type target counts of recent criteria (the wizard asks again and again). */
  private readonly recent = new Map<string, { selection: ReturnType<typeof selectVerbs>; estimates: Map<string, number> }>();

  constructor(private readonly lexicon: ExamLexicon) {
    // what an exam may ask of each verb: certain transitivity, the reading's own frequency (exam-entries.ts)
    const entries = examEntries(lexicon.entries);
    this.bands = new FrequencyBands(entries);
    // most frequent first: selections keep this order, and sampling leans towards its head
    this.ordered = [...entries].sort((a, b) => (b.freq ?? -1) - (a.freq ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.roots = new Set(entries.map((e) => e.root));
    this.frozenIds = new Set(entries.filter(isFrozen).map((e) => e.id));
    this.byId = new Map(entries.map((e) => [e.id, e]));
    this.byRoot = new Map();
    for (const e of entries) {
      const l = this.byRoot.get(e.root);
      if (l) l.push(e);
      else this.byRoot.set(e.root, [e]);
    }
  }

  /** The engine's verdict on a question (an edited one): right, or why not. */
  check(q: Question): CheckResult {
    return checkQuestion(q, this.byId, this.lexicon.readings);
  }

  /**
   * Another question of the same type and format from the same criteria, asking nothing the exam
   * already asks (`taken`: the exam's questions), or null when the criteria have no other.
   */
  replacement(input: GenerateInput, q: Question, taken: readonly Question[]): Question | null {
    const asked = new Set(taken.map(askedOf));
    for (let attempt = 0; attempt < 8; attempt++) {
      const out = this.generate({
        ...input,
        objectives: [{ type: q.type }],
        formats: [q.format],
        question_count: 1,
        seed: (input.seed * 31 + attempt * 7919 + hashOf(q.id)) % 2 ** 31,
      });
      if ('error' in out) return null;
      const [candidate] = out.questions;
      if (candidate && !asked.has(askedOf(candidate))) return candidate;
    }
    return null;
  }

  /** Forgets the recent criteria (benchmarks measure without them). */
  forgetRecent(): void {
    this.recent.clear();
  }

  /** Real roots sharing two radicals in place with `root` (index built on first use). */
  private rootNeighbours(root: string): string[] {
    if (!this.neighbourIndex) {
      const index = new Map<string, string[]>();
      for (const r of [...this.roots].sort()) {
        const c = [...r];
        for (let i = 0; i < c.length; i++) {
          const k = [...c.slice(0, i), '_', ...c.slice(i + 1)].join('');
          const l = index.get(k);
          if (l) l.push(r);
          else index.set(k, [r]);
        }
      }
      this.neighbourIndex = index;
    }
    const c = [...root];
    const out: string[] = [];
    for (let i = 0; i < c.length; i++) for (const r of this.neighbourIndex.get([...c.slice(0, i), '_', ...c.slice(i + 1)].join('')) ?? []) if (r !== root) out.push(r);
    return out;
  }

  generate(input: GenerateInput): Generated | Shortfall {
    const rng = new Random(input.seed);
    const criteria = input.criteria;
    const kinds = new Set<CriteriaKind>(criteria.kinds?.length ? criteria.kinds : DEFAULT_KINDS);
    const tenses = criteria.tenses?.length ? criteria.tenses : DEFAULT_TENSES;
    const quran = criteria.quran ? (this.lexicon.quran?.() ?? null) : null;
    if (criteria.quran && !quran)
      return this.shortfall(
        0,
        {},
        true,
        [
          {
            ar: 'تحليل كلمات القرآن الكريم غير متاح الآن، فمعيار «أفعال القرآن» لا يعطي أسئلة.',
            en: 'The analysis of the Quran’s words is not available now: the criterion “verbs of the Quran” gives no questions.',
          },
        ],
        input.question_count,
      );
    const recentKey = JSON.stringify(criteria);
    let recent = this.recent.get(recentKey);
    if (!recent) {
      recent = { selection: selectVerbs(this.ordered, criteria, this.bands, this.frozenIds, quran), estimates: new Map() };
      this.recent.set(recentKey, recent);
      if (this.recent.size > 32) this.recent.delete(this.recent.keys().next().value!);
    }
    const { selection, estimates } = recent;
    const ctx: Context = {
      readings: this.lexicon.readings,
      rng,
      tenses,
      roots: this.roots,
      byId: this.byId,
      byRoot: this.byRoot,
      bands: this.bands,
      kinds,
      rootNeighbours: (r) => this.rootNeighbours(r),
    };
    const reasons: Bilingual[] = [];
    if (selection.unknown.length > 0) {
      const names = selection.unknown.map((r) => (typeof r === 'string' ? r : `${r.root} ${r.pattern}${r.past_vowel ? ` ${r.past_vowel}-${r.present_vowel ?? '?'}` : ''}`));
      return this.shortfall(
        0,
        {},
        true,
        [{ ar: `لا يوجد في المعجم فعل بهذا الوصف: ${list(names, 'ar')}.`, en: `No verb of the lexicon is ${list(names, 'en')}.` }],
        input.question_count,
      );
    }
    if (kinds.has('nouns') && kinds.size === 1)
      reasons.push({
        ar: 'أسماء المعجم الجامدة لم تُفهرَس بعد، فنوع «الأسماء» لا يعطي أسئلة حتى الآن.',
        en: 'The lexicon’s own nouns are not indexed yet: the kind “nouns” gives no questions so far.',
      });

    const plans: Plan[] = [];
    // an objective the teacher chose that these formats or kinds cannot ask: said, never dropped in silence
    const unaskable: Bilingual[] = [];
    for (const o of input.objectives) {
      if (plans.some((p) => p.type === o.type)) continue;
      const module = QUESTION_TYPE_MODULES[o.type];
      const name = QUESTION_TYPE_NAMES[o.type];
      const usable = module.kinds.filter((k) => kinds.has(k));
      if (usable.length === 0) {
        const needed = module.kinds.map((k) => CRITERIA_KIND_NAMES[k]);
        unaskable.push({
          ar: `«${name.ar}» تحتاج إلى أحد هذه الأنواع: ${list(
            needed.map((n) => n.ar),
            'ar',
          )}.`,
          en: `“${name.en}” needs one of the kinds ${list(
            needed.map((n) => n.en),
            'en',
          )}.`,
        });
        continue;
      }
      const formats = input.formats.filter((f) => typeFitsFormat(o.type, f));
      if (formats.length === 0) {
        const refused = input.formats.map((f) => QUESTION_FORMAT_NAMES[f]);
        unaskable.push({
          ar: `«${name.ar}» لا تُطرَح بصيغة ${list(
            refused.map((n) => n.ar),
            'ar',
          )}.`,
          en: `“${name.en}” cannot be asked as ${list(
            refused.map((n) => n.en.toLowerCase()),
            'en',
          )}.`,
        });
        continue;
      }
      const regular = usable.some((k) => k !== 'others');
      const pool = [...(regular ? selection.verbs : []), ...(usable.includes('others') ? selection.frozen : [])];
      // a type asked of a short hand-written list walks that list, not the whole pool (a walk of the pool would seldom meet it)
      const verbs = module.verbIds ? pool.filter((e) => module.verbIds!.has(e.id)) : pool;
      const typeTenses = o.type === 'voice' ? tenses.filter((t) => !IMPERATIVE_TENSES.has(t)) : tenses;
      const estimateKey = `${o.type}|${[...usable].sort().join(',')}`;
      let estimate = estimates.get(estimateKey);
      if (estimate === undefined) {
        estimate = 0;
        for (const e of verbs) {
          estimate += module.estimate(e, typeTenses);
          if (estimate > 1_000_000) break;
        }
        estimates.set(estimateKey, estimate);
      }
      plans.push({ type: o.type, module, weight: o.weight ?? 1, formats, verbs, estimate, drafts: null });
    }
    if (selection.verbs.length === 0 && selection.frozen.length === 0)
      reasons.push({ ar: 'لا يطابق هذه المعايير أيُّ فعل في المعجم.', en: 'No verb of the lexicon matches these criteria.' });

    // small pools: build every draft, so what is available is known exactly
    const total = plans.reduce((a, p) => a + p.estimate, 0);
    const exact = total <= EXACT_LIMIT;
    if (exact) for (const p of plans) p.drafts = this.everyDraft(p, ctx);
    const byType: Partial<Record<QuestionType, number>> = {};
    for (const p of plans) byType[p.type] = p.drafts ? p.drafts.length : p.estimate;
    const available = plans.reduce((a, p) => a + byType[p.type]!, 0);
    if (unaskable.length > 0) return this.unaskable(available, byType, exact, [...unaskable, ...reasons]);
    const count = input.question_count ?? Math.min(available, Math.max(BALANCED.min, Math.min(BALANCED.max, BALANCED.perType * plans.length)));
    if (plans.length === 0 || available === 0 || count > available || count === 0) return this.shortfall(available, byType, exact, reasons, input.question_count);

    const quotas = this.allocate(plans, count, byType);
    const used = new Set<string>();
    const spread = new Spread(verbCap(count), Boolean(criteria.verbs?.length || criteria.roots?.length));
    const picked: { plan: Plan; draft: Draft }[] = [];
    for (const p of plans) {
      const drafts = p.drafts ? this.balancedOrder(p.drafts, rng) : null;
      const quota = quotas.get(p.type)!;
      let got = drafts ? this.takeFrom(drafts, quota, used, spread) : this.sample(p, quota, used, spread, ctx, typeTenses(p.type, tenses));
      if (got.length < quota && !drafts && p.verbs.length <= FALLBACK_VERBS) {
        // sampling fell short on a small pool with many targets: enumerate it, and know exactly
        for (const d of got) {
          used.delete(d.askKey);
          spread.remove(d);
        }
        p.drafts = this.everyDraft(p, ctx);
        got = this.takeFrom(this.balancedOrder(p.drafts, rng), quota, used, spread);
      }
      spread.tighten();
      for (const d of got) picked.push({ plan: p, draft: d });
      byType[p.type] = got.length < quota ? got.length : p.drafts ? p.drafts.length : byType[p.type]!;
    }
    if (picked.length < count) {
      // sampling fell short of an estimate, or the verbs' shares did: say what was found
      const found = Object.values(byType).reduce((a, n) => a + n, 0);
      if (spread.capped > 0)
        reasons.push({
          ar: `لا يُسأل عن فعل واحد في أكثر من ${spread.cap} أسئلة من ${count}، وأفعال هذه المعايير قليلة.`,
          en: `No verb is asked about in more than ${spread.cap} of ${count} questions, and these criteria have few verbs.`,
        });
      return this.shortfall(
        found,
        byType,
        plans.every((p) => p.drafts !== null),
        reasons,
        count,
      );
    }
    const ordered = rng.shuffle(picked);
    const formatTurn = new Map<QuestionType, number>();
    const questions = ordered.map(({ plan, draft }) => {
      let turn = formatTurn.get(plan.type) ?? rng.below(plan.formats.length);
      while (!supports(draft, plan.formats[turn % plan.formats.length]!)) turn++;
      formatTurn.set(plan.type, turn + 1);
      const format = plan.formats[turn % plan.formats.length]!;
      return assemble(draft, format, rng, input.locale, this.bands.bandOf(draft.verb.entry));
    });
    return { questions, seed: input.seed, available: Object.values(byType).reduce((a, n) => a + n, 0), available_by_type: byType, available_exact: exact };
  }

  /** Some chosen types cannot be asked in the chosen formats or kinds: the teacher changes the choice, nothing is left out unsaid. */
  private unaskable(available: number, byType: Partial<Record<QuestionType, number>>, exact: boolean, why: Bilingual[]): Shortfall {
    const message = {
      ar: ['بعض أنواع الأسئلة المختارة لا تُطرَح بهذه الخيارات:', ...why.map((w) => w.ar), 'اختر صيغ إجابة أو أنواعًا أخرى لها، أو احذفها من الأهداف.'].join(' '),
      en: [
        'Some of the chosen question types cannot be asked with these choices:',
        ...why.map((w) => w.en),
        'Choose other answer formats or kinds for them, or remove them from the objectives.',
      ].join(' '),
    };
    return { error: message.en, message, available, available_by_type: byType, available_exact: exact };
  }

  private shortfall(available: number, byType: Partial<Record<QuestionType, number>>, exact: boolean, reasons: Bilingual[], asked: number | null): Shortfall {
    const parts: Bilingual[] = [...reasons];
    const detail = Object.entries(byType).map(([t, n]) => ({ ar: `${QUESTION_TYPE_NAMES[t as QuestionType].ar}: ${n}`, en: `${QUESTION_TYPE_NAMES[t as QuestionType].en}: ${n}` }));
    const head: Bilingual =
      asked === null
        ? { ar: `لا تعطي هذه المعايير أيَّ سؤال.`, en: `These criteria give no questions.` }
        : { ar: `طُلب ${asked} سؤالًا، وهذه المعايير تعطي ${available} فقط.`, en: `${asked} questions were asked for; these criteria give ${available}.` };
    if (detail.length > 0)
      parts.push({
        ar: `المتاح بحسب النوع: ${list(
          detail.map((d) => d.ar),
          'ar',
        )}.`,
        en: `By type: ${list(
          detail.map((d) => d.en),
          'en',
        )}.`,
      });
    parts.push({
      ar: 'وسِّع المعايير: أفعالًا أو جذورًا أو أوزانًا أو أزمنة أكثر، أو أنواع أسئلة أخرى.',
      en: 'Widen the criteria: more verbs, roots, patterns or tenses, or other question types.',
    });
    const message = { ar: [head.ar, ...parts.map((p) => p.ar)].join(' '), en: [head.en, ...parts.map((p) => p.en)].join(' ') };
    return { error: message.en, message, available, available_by_type: byType, available_exact: exact };
  }

  /** Quotas by weight (largest remainder), each within what its type can give; the rest moves on. */
  private allocate(plans: Plan[], count: number, byType: Partial<Record<QuestionType, number>>): Map<QuestionType, number> {
    const quotas = new Map<QuestionType, number>(plans.map((p) => [p.type, 0]));
    let left = count;
    let open = plans.filter((p) => byType[p.type]! > 0);
    while (left > 0 && open.length > 0) {
      const weight = open.reduce((a, p) => a + p.weight, 0);
      const shares = open.map((p) => ({ p, exact: (left * p.weight) / weight }));
      const given = shares.map((s) => ({ ...s, n: Math.floor(s.exact) }));
      let rest = left - given.reduce((a, g) => a + g.n, 0);
      for (const g of [...given].sort((a, b) => b.exact - b.n - (a.exact - a.n) || plans.indexOf(a.p) - plans.indexOf(b.p))) {
        if (rest === 0) break;
        g.n++;
        rest--;
      }
      for (const g of given) {
        const room = byType[g.p.type]! - quotas.get(g.p.type)!;
        const n = Math.min(room, g.n);
        quotas.set(g.p.type, quotas.get(g.p.type)! + n);
        left -= n;
      }
      open = open.filter((p) => byType[p.type]! > quotas.get(p.type)!);
    }
    return quotas;
  }

  private everyDraft(p: Plan, ctx: Context): Draft[] {
    const seen = new Set<string>();
    const out: Draft[] = [];
    const c = { ...ctx, tenses: typeTenses(p.type, ctx.tenses) };
    for (const e of p.verbs) {
      const v = verbData(e);
      for (const t of p.module.targets(v, c)) {
        const d = p.module.build(v, t, c);
        if (d && !seen.has(d.askKey) && !answersItsStem(d) && p.formats.some((f) => supports(d, f))) {
          seen.add(d.askKey);
          out.push(d);
        }
      }
    }
    return out;
  }

  /** Drafts shuffled, then dealt verb by verb and tense by tense so the exam spreads over both. */
  private balancedOrder(drafts: Draft[], rng: Random): Draft[] {
    const groups = new Map<string, Draft[]>();
    for (const d of rng.shuffle(drafts)) {
      const k = `${d.verb.entry.id}|${d.factors.tense ?? ''}`;
      const g = groups.get(k);
      if (g) g.push(d);
      else groups.set(k, [d]);
    }
    const queues = [...groups.values()];
    const out: Draft[] = [];
    for (let i = 0; out.length < drafts.length; i++) for (const q of queues) if (q[i]) out.push(q[i]!);
    return out;
  }

  /** `n` drafts in order, kept apart by the spread's rules; the rules give way only if the drafts cannot fill `n` otherwise. */
  private takeFrom(drafts: Draft[], n: number, used: Set<string>, spread: Spread): Draft[] {
    const out: Draft[] = [];
    for (const strict of [true, false]) {
      if (!strict) {
        if (out.length >= n) break;
        spread.relax();
      }
      for (const d of drafts) {
        if (out.length >= n) break;
        if (used.has(d.askKey) || !spread.admits(d)) continue;
        used.add(d.askKey);
        spread.add(d);
        out.push(d);
      }
    }
    return out;
  }

  /** Large pools: verbs in seeded order, one question each before any verb gives a second; tenses and persons in turn. */
  private sample(p: Plan, n: number, used: Set<string>, spread: Spread, ctx: Context, tenses: readonly ExamTense[]): Draft[] {
    const out: Draft[] = [];
    const c = { ...ctx, tenses };
    const order: number[] = [];
    const budget = Math.max(60, n * 25);
    const seen = new Set<number>();
    // a seeded walk over the pool (most frequent first) without shuffling all of it, leaning
    // towards the frequent verbs: index = n·u⁴ puts half the picks in the first 6 % of the pool
    const size = p.verbs.length;
    while (order.length < Math.min(size, budget)) {
      const u = ctx.rng.below(1_000_000) / 1_000_000;
      const i = Math.min(size - 1, Math.floor(size * u ** 4));
      if (seen.has(i)) {
        if (seen.size >= size) break;
        // collisions near the head: step to the next unseen verb
        let j = i;
        while (seen.has(j)) j = (j + 1) % size;
        seen.add(j);
        order.push(j);
        continue;
      }
      seen.add(i);
      order.push(i);
    }
    let attempts = 0;
    let turn = ctx.rng.below(tenses.length);
    const maxAttempts = n * 40 + 100;
    // rounds over the walk, one question a verb a round, until the quota or nothing comes any more
    const rounds = () => {
      for (let idle = 0; out.length < n && attempts < maxAttempts && idle < 3;) {
        const before = out.length;
        for (const i of order) {
          if (out.length >= n || attempts >= maxAttempts) break;
          const v = verbData(p.verbs[i]!);
          const targets = p.module.targets(v, c);
          if (targets.length === 0) continue;
          const wanted = tenses[turn % tenses.length]!;
          const preferred = targets.filter((t) => t.includes(`${wanted}.`));
          const pool = preferred.length > 0 ? preferred : targets;
          for (let k = 0; k < 3 && out.length < n; k++) {
            attempts++;
            const d = p.module.build(v, ctx.rng.pick(pool), c);
            if (!d || used.has(d.askKey) || !p.formats.some((f) => supports(d, f)) || !spread.admits(d)) continue;
            used.add(d.askKey);
            spread.add(d);
            out.push(d);
            turn++;
            break;
          }
        }
        idle = out.length === before ? idle + 1 : 0;
      }
    };
    rounds();
    if (out.length < n) {
      // the spread's rules cost the quota: once more without them
      spread.relax();
      attempts = 0;
      rounds();
    }
    return out;
  }
}

/** What a question asks, whatever its format or options (two questions asking the same are one). */
const askedOf = (q: Question): string => `${q.type}|${q.source.verb_id}|${q.source.slot}|${q.source.noun}`;

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 1_000_003;
  return h;
}

/**
 * Whether a type is asked in a format: typed only where the answer is one form; a question in
 * context not as true/false (a claim about a gap's filler states nothing a sentence does not), but
 * for a claim the sentence does not show (what a derived form adds).
 */
/** Whether a draft can be asked in a format: typed needs a form to write, choices need wrong ones. */
function supports(d: Draft, format: QuestionFormat): boolean {
  if (!typeFitsFormat(d.type, format)) return false;
  if (format === 'typed') return d.write !== undefined && d.accepted !== undefined && TYPED_QUESTION_TYPES.has(d.type);
  return d.distractors.length > 0;
}

function typeTenses(type: QuestionType, tenses: readonly ExamTense[]): readonly ExamTense[] {
  return type === 'voice' ? tenses.filter((t) => !IMPERATIVE_TENSES.has(t)) : tenses;
}

export { EXAM_TENSES };
