import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAccountsTestApp, errorOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, setPlan, type World } from '../management/world.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

const request = (extra: Record<string, unknown> = {}) => ({
  objectives: [{ type: 'conjugate' }, { type: 'identify_root' }],
  question_count: 6,
  criteria: { verbs: ['ktb-I1', 'qwl-I1'] },
  seed: 11,
  ...extra,
});

async function examOf(token: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/exams', { token, body: { title: 'Bank source', request: request(extra) } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.exam as {
    id: string;
    questions: { id: string; type: string; source: { root: string; verb_id: string }; answer: { option_id: string }; options: { id: string; value: string }[] }[];
  };
}
const bank = async (token: string, query = '') => (await call('GET', `/bank/questions${query}`, { token })).json();

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('the question bank', () => {
  it('saves questions from an exam once each, and finds them by type, root, verb, level and tag', async () => {
    const exam = await examOf(w.teacherA1.token);
    const ids = exam.questions.map((q) => q.id);
    const saved = await call('POST', '/bank/questions', { token: w.teacherA1.token, body: { exam_id: exam.id, question_ids: ids, labels: ['unit 3'] } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.message).toBe('Saved to the question bank: 6');
    const again = await call('POST', '/bank/questions', { token: w.teacherA1.token, locale: 'ar', body: { exam_id: exam.id, question_ids: ids } });
    expect(again.json().data.message).toBe('حُفظ في بنك الأسئلة: 0');
    const all = await bank(w.teacherA1.token);
    expect(all.meta.total).toBe(6);
    const conj = await bank(w.teacherA1.token, '?type=conjugate');
    expect(conj.data.every((b: { question: { type: string } }) => b.question.type === 'conjugate')).toBe(true);
    expect(conj.meta.total).toBe(exam.questions.filter((q) => q.type === 'conjugate').length);
    const root = await bank(w.teacherA1.token, `?root=${encodeURIComponent('قول')}`);
    expect(root.data.every((b: { question: { source: { root: string } } }) => b.question.source.root === 'قول')).toBe(true);
    expect((await bank(w.teacherA1.token, '?verb=ktb-I1')).meta.total).toBe(exam.questions.filter((q) => q.source.verb_id === 'ktb-I1').length);
    expect((await bank(w.teacherA1.token, `?tag=${encodeURIComponent('unit 3')}`)).meta.total).toBe(6);
    expect((await bank(w.teacherA1.token, '?tag=conjugate')).meta.total).toBe(conj.meta.total);
    expect((await bank(w.teacherA1.token, '?cefr=C2')).meta.total).toBe(0);
    // another teacher sees none of it; the school sees it all
    expect((await bank(w.teacherA2.token)).meta.total).toBe(0);
    expect((await bank(w.schoolA.token)).meta.total).toBe(6);
    expect((await bank(w.schoolB.token)).meta.total).toBe(0);
  });

  it('edits into a new version checked by the engine; a wrong edit is refused; the exam that used it keeps its copy', async () => {
    const exam = await examOf(w.teacherA1.token, { objectives: [{ type: 'conjugate' }], question_count: 2, seed: 21 });
    await call('POST', '/bank/questions', { token: w.teacherA1.token, body: { exam_id: exam.id, question_ids: [exam.questions[0]!.id] } });
    const [item] = (await bank(w.teacherA1.token, '?type=conjugate')).data as {
      id: string;
      version: number;
      question: { id: string; answer: { option_id: string }; options: { id: string }[]; stem: { ar: string; en: string } };
    }[];
    const wrongKey = item!.question.options.find((o) => o.id !== item!.question.answer.option_id)!.id;
    const refused = await call('PATCH', `/bank/questions/${item!.id}`, { token: w.teacherA1.token, body: { answer: { option_id: wrongKey } } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toContain('The engine refuses this edit');
    const edited = await call('PATCH', `/bank/questions/${item!.id}`, { token: w.teacherA1.token, body: { stem: { ar: 'صرِّف:', en: 'Conjugate:' }, labels: ['revised'] } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.question).toMatchObject({ version: 2, labels: ['revised'], question: { stem: { en: 'Conjugate:' } } });
    // the old version is retired (not listed), the exam keeps its own wording
    const ids = (await bank(w.teacherA1.token, '?type=conjugate')).data.map((b: { id: string }) => b.id);
    expect(ids).not.toContain(item!.id);
    expect(ids).toContain(edited.json().data.question.id);
    const stillThere = (await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token })).json().data.questions[0];
    expect(stillThere.stem).not.toEqual({ ar: 'صرِّف:', en: 'Conjugate:' });
    // the school reads the bank but does not change a teacher's question
    expect((await call('PATCH', `/bank/questions/${edited.json().data.question.id}`, { token: w.schoolA.token, body: { labels: ['x'] } })).statusCode).toBe(403);
  });

  it('adds bank questions to a draft once each, within the plan; removes from the bank without touching exams', async () => {
    const target = await examOf(w.teacherA1.token, { objectives: [{ type: 'identify_root' }], question_count: 2, seed: 31 });
    const items = (await bank(w.teacherA1.token, '?type=conjugate')).data as { id: string; question: { id: string } }[];
    const add = await call('POST', `/exams/${target.id}/questions/from-bank`, { token: w.teacherA1.token, body: { bank_ids: items.slice(0, 2).map((b) => b.id) } });
    expect(add.json().data.message).toBe('Added to the exam: 2');
    const twice = await call('POST', `/exams/${target.id}/questions/from-bank`, { token: w.teacherA1.token, body: { bank_ids: [items[0]!.id] } });
    expect(twice.json().data.message).toBe('Added to the exam: 0');
    const after = (await call('GET', `/exams/${target.id}`, { token: w.teacherA1.token })).json().data;
    expect(after.questions.map((q: { id: string }) => q.id)).toEqual([...target.questions.map((q) => q.id), items[0]!.question.id, items[1]!.question.id]);
    const del = await call('DELETE', `/bank/questions/${items[0]!.id}`, { token: w.teacherA1.token });
    expect(del.json().data.message).toBe('The question has been removed from the bank');
    expect((await call('GET', `/exams/${target.id}`, { token: w.teacherA1.token })).json().data.question_count).toBe(4);
    // another teacher's bank question cannot be added
    expect((await call('POST', `/exams/${target.id}/questions/from-bank`, { token: w.teacherA2.token, body: { bank_ids: [items[1]!.id] } })).statusCode).toBe(404);
  });

  it('holds as many questions as the plan allows (Free: 50), naming the plan that holds more', async () => {
    const free = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    await setPlan(t, free.id, 'pro');
    const big = await examOf(free.token, { objectives: [{ type: 'conjugate' }], question_count: 60, criteria: {}, seed: 41 });
    await setPlan(t, free.id, 'free');
    const res = await call('POST', '/bank/questions', { token: free.token, body: { exam_id: big.id, question_ids: big.questions.map((q) => q.id) } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Your plan’s question bank holds 50 questions; the Basic plan holds more');
    expect((await bank(free.token)).meta.total).toBe(0);
    expect((await call('POST', '/bank/questions', { token: free.token, body: { exam_id: big.id, question_ids: big.questions.slice(0, 50).map((q) => q.id) } })).statusCode).toBe(
      201,
    );
  });

  it('imports its own GIFT export (wording edited in an LMS kept; a moved key refused with the reason; a foreign question refused)', async () => {
    const mine = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    await setPlan(t, mine.id, 'pro');
    const exam = await examOf(mine.token, { objectives: [{ type: 'conjugate' }], question_count: 3, seed: 51 });
    const gift = (await call('GET', `/exams/${exam.id}/export?format=gift`, { token: mine.token, locale: 'en' })).body;
    const [first] = exam.questions;
    const lines = gift.split('\n').map((l) => (l.startsWith(`::${first!.id}::`) ? l.replace(/::[^:]+::[^{]*\{/, `::${first!.id}::Pick the right form {`) : l));
    const res = await call('POST', '/bank/import', { token: mine.token, locale: 'en', body: { gift: `${lines.join('\n')}\n::alien:: What is 2+2? {=4 ~5}\n` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      imported: 3,
      refused: [{ title: 'alien', reason: 'Not a Tasreef question: the engine cannot check it.' }],
      message: 'Imported into the question bank: 3; refused: 1',
    });
    const stems = (await bank(mine.token)).data.map((b: { question: { stem: { en: string } } }) => b.question.stem.en);
    expect(stems).toContain('Pick the right form');
    const again = await call('POST', '/bank/import', { token: mine.token, body: { gift } });
    expect(again.json().data.imported).toBe(0);
    const bad = await call('POST', '/bank/import', { token: mine.token, body: { gift: '' } });
    expect(bad.statusCode).toBe(422);
  });

  it('exports a selection as Moodle XML and GIFT', async () => {
    const items = (await bank(w.teacherA1.token)).data as { id: string; question: { id: string } }[];
    const res = await call('GET', `/bank/export?format=moodle_xml&ids=${items.map((b) => b.id).join(',')}`, { token: w.teacherA1.token, locale: 'ar' });
    expect(res.statusCode).toBe(200);
    for (const b of items) expect(res.body).toContain(b.question.id);
    const gift = await call('GET', `/bank/export?format=gift&ids=${items[0]!.id}`, { token: w.teacherA2.token });
    expect(gift.body).not.toContain(items[0]!.question.id);
  });
});
